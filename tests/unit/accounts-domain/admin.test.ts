import { describe, expect, it } from 'vitest';
import { canChooseGroup, canOpenTab, isAdminUser } from '../../../src/domain/accounts/admin';

describe('admin status (§6)', () => {
  it.each([
    [{ isAdmin: true }, true],
    [{ role: 'admin' }, true],
    [{ group: 'admin' }, true],
    [{ isAdmin: true, role: 'user', group: 'user' }, true],
    [{ isAdmin: false, role: 'manager', group: 'partner' }, false],
    [{ role: 'user', group: 'user' }, false],
    [{ role: 'Admin' }, true],
    [{ group: 'Администратор' }, true],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('isAdminUser(%j) is %j', (user, expected) => {
    expect(isAdminUser(user)).toBe(expected);
  });
});

describe('group choice (§5.6)', () => {
  it.each([
    [false, 'customer', 'user', true],
    [false, 'supplier', 'user', false],
    [false, 'partner', 'customer', false],
    [false, 'Партнёр', 'user', false],
    [false, 'admin', 'user', false],
    [false, 'partner', 'partner', true],
    [true, 'supplier', 'user', true],
    [true, 'partner', 'user', true],
    [false, 'unknown', 'user', true],
  ])('admin=%j choosing %j (now %j) is allowed: %j', (admin, next, current, allowed) => {
    expect(canChooseGroup(admin, next, current)).toBe(allowed);
  });
});

describe('account tabs (§2.5)', () => {
  it.each([
    ['profile', null, true],
    ['personal', { role: 'user' }, true],
    ['partner', { role: 'user' }, false],
    ['supplier', { role: 'manager' }, false],
    ['admin', { group: 'partner' }, false],
    ['admin', { role: 'admin' }, true],
    ['partner', { isAdmin: true }, true],
  ])('tab %j for %j opens: %j', (tab, user, expected) => {
    expect(canOpenTab(tab, user)).toBe(expected);
  });
});
