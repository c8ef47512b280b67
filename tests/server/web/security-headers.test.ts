import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  BOOT_LOADER_HASH_SOURCE,
  GLYPH_FACES_HASH_SOURCE,
  securityHeaderValues,
  securityHeaders,
} from '../../../server/plugins/security';
import { readSiteConfig } from '../../../src/config/site-config';

/** What helmet's middleware sets on a real Node response, names lower-cased as Node keeps them. */
function setByMiddleware(site: ReturnType<typeof readSiteConfig>): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let called = false;
  securityHeaders(site)(response.req, response, () => {
    called = true;
  });
  expect(called).toBe(true);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

const lowerCased = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

// The server adds these values to every reply instead of running the middleware per request.
describe('the security headers worked out once', () => {
  it.each([
    ['the default site', {}],
    [
      'a site whose API and forms endpoint live on other hosts',
      {
        KUB_API_BASE: 'https://api.example.ru/v1',
        KUB_FORMS_ENDPOINT: 'https://forms.example.ru/submit',
      },
    ],
  ])('are exactly what the middleware sets, for %s', (_what, env) => {
    const site = readSiteConfig(env);
    const values = securityHeaderValues(site);
    expect(lowerCased(values)).toEqual(setByMiddleware(site));
    expect(Object.keys(values).length).toBeGreaterThanOrEqual(10);
  });

  it("allow the pages' two inline scripts by their hashes, and name nothing default-src covers", () => {
    const csp = securityHeaderValues(readSiteConfig({}))['Content-Security-Policy'] ?? '';
    const directives = csp.split(';').map((directive) => directive.trim().split(' ')[0]);
    expect(csp).toContain(
      `script-src 'self' ${BOOT_LOADER_HASH_SOURCE} ${GLYPH_FACES_HASH_SOURCE}`,
    );
    expect(csp.startsWith("default-src 'self';")).toBe(true);
    for (const covered of ['font-src', 'manifest-src', 'worker-src', 'connect-src']) {
      expect(directives).not.toContain(covered);
    }
    for (const kept of ['object-src', 'frame-ancestors', 'base-uri', 'form-action', 'img-src']) {
      expect(directives).toContain(kept);
    }
  });

  it('name the other hosts the page may call in the CSP', () => {
    const site = readSiteConfig({
      KUB_API_BASE: 'https://api.example.ru/v1',
      KUB_FORMS_ENDPOINT: 'https://forms.example.ru/submit',
    });
    const csp = securityHeaderValues(site)['Content-Security-Policy'];
    expect(csp).toContain("connect-src 'self' https://api.example.ru https://forms.example.ru");
  });
});
