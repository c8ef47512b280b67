import { describe, expect, it } from 'vitest';
import { isClosedInKiosk, leavesSite } from '../../../src/domain/kiosk/kiosk-guards';

const ORIGIN = 'https://kub.example';

describe('what the kiosk mode closes', () => {
  it.each([
    ['/account', true],
    ['/account/', true],
    ['/account/leads/12', true],
    ['/login', true],
    ['/register', true],
    ['/collections', true],
    ['/notifications', true],
    ['/dashboard', true],
    ['/', false],
    ['/contact', false],
    ['/kiosk', false],
    ['/services/electrical/indoor', false],
    ['/accounting', false],
  ])('%s is closed: %s', (pathname, closed) => {
    expect(isClosedInKiosk(pathname)).toBe(closed);
  });

  it.each<[string, string | null, boolean]>([
    ['/contact', null, false],
    ['/#services', null, false],
    ['https://kub.example/pro', null, false],
    ['/legal/privacy', '_self', false],
    ['/legal/privacy', '_top', false],
    ['/legal/privacy', '_blank', true],
    ['mailto:info@kub.example', null, true],
    ['tel:+78120000000', null, true],
    ['sms:+78120000000', null, true],
    ['https://vk.com/kub', null, true],
    ['//cdn.example/x', null, true],
    ['http://kub.example/', null, true],
    ['javascript:void(0)', null, true],
  ])('%s (target %s) leaves the site: %s', (href, target, leaves) => {
    expect(leavesSite(href, target, ORIGIN)).toBe(leaves);
  });
});
