import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestId } from '../../../src/offline/request-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createRequestId', () => {
  it('uses crypto.randomUUID where it exists', () => {
    vi.stubGlobal('crypto', { randomUUID: () => '11111111-2222-4333-8444-555555555555' });
    expect(createRequestId()).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('builds a v4 UUID from getRandomValues outside a secure context', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    });
    const id = createRequestId();
    expect(id).toMatch(V4);
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('gives distinct ids', () => {
    expect(createRequestId()).not.toBe(createRequestId());
  });
});
