import { describe, expect, it } from 'vitest';
import { installOffer, isIosSafari } from '../../../src/features/pwa/install-offer';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('install offer', () => {
  it.each([
    [{ hasPrompt: true, installed: false, userAgent: ANDROID_CHROME }, 'prompt'],
    [{ hasPrompt: false, installed: false, userAgent: ANDROID_CHROME }, 'none'],
    [{ hasPrompt: false, installed: false, userAgent: IPHONE_SAFARI }, 'ios'],
    [{ hasPrompt: false, installed: true, userAgent: IPHONE_SAFARI }, 'none'],
    [{ hasPrompt: true, installed: true, userAgent: ANDROID_CHROME }, 'none'],
    [{ hasPrompt: false, installed: false, userAgent: IPHONE_CHROME }, 'none'],
  ] as const)('%j -> %s', (env, expected) => {
    expect(installOffer(env)).toBe(expected);
  });

  it('recognises only Safari on iOS', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });
});
