import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_PHONE,
  pickSiteEnv,
  readSiteConfig,
} from '../../../src/config/site-config';

describe('site configuration', () => {
  it('uses the documented defaults for every placeholder', () => {
    expect(readSiteConfig({})).toEqual({
      product: 'КУБ',
      email: PLACEHOLDER_EMAIL,
      phone: PLACEHOLDER_PHONE,
      legalEntity: 'ООО «КУБ»',
      legalCity: 'Архангельск',
      apiBase: '/api',
      formsEndpoint: '/api/forms',
      devIp: '127.0.0.1',
    });
    expect(PLACEHOLDER_EMAIL.endsWith('.example')).toBe(true);
  });

  it('takes overrides from the environment, ignoring blank values', () => {
    const config = readSiteConfig({
      KUB_PRODUCT: 'КУБ-Инжиниринг',
      KUB_EMAIL: 'hello@kub.ru',
      KUB_PHONE: '  ',
      KUB_API_BASE: 'https://api.kub.ru/',
    });
    expect(config.product).toBe('КУБ-Инжиниринг');
    expect(config.email).toBe('hello@kub.ru');
    expect(config.phone).toBe(PLACEHOLDER_PHONE);
    expect(config.apiBase).toBe('https://api.kub.ru');
    expect(config.formsEndpoint).toBe('https://api.kub.ru/forms');
  });

  it('bakes only KUB_* variables into the client', () => {
    expect(pickSiteEnv({ KUB_EMAIL: 'a@b.ru', SECRET: 'x', PATH: '/bin' })).toEqual({
      KUB_EMAIL: 'a@b.ru',
    });
  });
});
