import { describe, expect, it } from 'vitest';
import {
  GROUP_OPTIONS,
  findGroup,
  groupLabel,
  isGroupCode,
  isLockedGroup,
  normalizeGroup,
} from '../../../src/domain/accounts/groups';
import { ROLE_OPTIONS, normalizeRole, roleLabel } from '../../../src/domain/accounts/roles';

describe('account groups (§3.4)', () => {
  it('lists the eight profile groups in the spec order with their labels and locks', () => {
    expect(GROUP_OPTIONS).toEqual([
      { code: 'customer', label: 'Заказчик', locked: false },
      { code: 'user', label: 'Пользователь', locked: false },
      { code: 'performer', label: 'Исполнитель', locked: false },
      { code: 'contractor', label: 'Подрядчик', locked: false },
      { code: 'designer', label: 'Проектировщик', locked: false },
      { code: 'other', label: 'Другое', locked: false },
      { code: 'supplier', label: 'Поставщик', locked: true },
      { code: 'partner', label: 'Партнёр', locked: true },
    ]);
  });

  it.each([
    ['customer', 'customer'],
    ['Заказчик', 'customer'],
    ['заказчик', 'customer'],
    ['  Подрядчик ', 'contractor'],
    ['Проектировщик', 'designer'],
    ['Исполнитель', 'performer'],
    ['Другое', 'other'],
    ['Поставщик', 'supplier'],
    ['Партнёр', 'partner'],
    ['Партнер', 'partner'],
    ['PARTNER', 'partner'],
    ['admin', 'admin'],
    ['Администратор', 'admin'],
    ['user', 'user'],
    ['', 'user'],
    ['   ', 'user'],
    ['unknown', 'user'],
    ['Клиент', 'user'],
    [null, 'user'],
    [undefined, 'user'],
    [42, 'user'],
  ])('normalizeGroup(%j) is %j', (input, code) => {
    expect(normalizeGroup(input)).toBe(code);
  });

  it('findGroup tells an unknown value apart from user', () => {
    expect(findGroup('Пользователь')).toBe('user');
    expect(findGroup('nope')).toBeNull();
    expect(findGroup('')).toBeNull();
  });

  it.each([
    ['customer', 'Заказчик'],
    ['partner', 'Партнёр'],
    ['admin', 'Администратор'],
    ['garbage', 'Пользователь'],
  ])('groupLabel(%j) is %j', (code, label) => {
    expect(groupLabel(code)).toBe(label);
  });

  it.each([
    ['supplier', true],
    ['partner', true],
    ['Поставщик', true],
    ['admin', true],
    ['customer', false],
    ['user', false],
    ['', false],
  ])('isLockedGroup(%j) is %j', (value, locked) => {
    expect(isLockedGroup(value)).toBe(locked);
  });

  it('isGroupCode accepts codes only, not labels', () => {
    expect(isGroupCode('designer')).toBe(true);
    expect(isGroupCode('Проектировщик')).toBe(false);
  });
});

describe('roles (§3.4)', () => {
  it('has user, manager, admin with Russian labels', () => {
    expect(ROLE_OPTIONS).toEqual([
      { code: 'user', label: 'Пользователь' },
      { code: 'manager', label: 'Менеджер' },
      { code: 'admin', label: 'Администратор' },
    ]);
  });

  it.each([
    ['admin', 'admin'],
    [' Manager ', 'manager'],
    ['root', 'user'],
    [undefined, 'user'],
  ])('normalizeRole(%j) is %j', (value, role) => {
    expect(normalizeRole(value)).toBe(role);
  });

  it('roleLabel reads the label', () => {
    expect(roleLabel('manager')).toBe('Менеджер');
  });
});
