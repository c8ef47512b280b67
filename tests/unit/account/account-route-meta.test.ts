import { describe, expect, it } from 'vitest';
import { findRouteMeta } from '../../../src/app/route-meta';

describe('account routes in the route table', () => {
  it.each([
    ['/account', 'account', 'account.html', 'Личный кабинет — КУБ'],
    ['/account/profile', 'account', null, 'Профиль · Личный кабинет — КУБ'],
    ['/account/partner', 'account', null, 'Партнёры · Личный кабинет — КУБ'],
    ['/account/supplier', 'account', null, 'Поставщики · Личный кабинет — КУБ'],
    ['/account/personal', 'account', null, 'Настройки · Личный кабинет — КУБ'],
    ['/account/admin', 'account', null, 'Администратор · Личный кабинет — КУБ'],
    ['/account/some/deeper/path', 'account', 'account.html', 'Личный кабинет — КУБ'],
    ['/login', 'home', 'login.html', 'Вход — КУБ'],
    ['/register', 'home', 'register.html', 'Регистрация — КУБ'],
    ['/collections', 'account', 'collections.html', 'Коллекции — КУБ'],
    ['/notifications', 'account', 'notifications.html', 'Уведомления — КУБ'],
    ['/dashboard', 'account', 'dashboard.html', 'Панель — КУБ'],
  ])('%s: area %s, file %s, title «%s»', (path, area, file, title) => {
    const meta = findRouteMeta(path);
    expect(meta.area).toBe(area);
    expect(meta.file).toBe(file);
    expect(meta.title).toBe(title);
  });

  it('does not treat /accounts as the account area', () => {
    expect(findRouteMeta('/accounts').area).toBeNull();
  });
});
