import { expect, vi } from 'vitest';
import type { Outbox, OutboxSender, SenderLiveness } from '../../../src/offline/outbox';

/** The outbox tests' shared parts (no hooks: the unit files may share a module graph). */

export const payload = { name: 'Иван', email: 'ivan@example.ru', message: 'Нужна смета' };

export const ok: OutboxSender = async () => ({ ok: true });

/** Contexts by owner id; those in `dead` are gone (their Web Lock released); `unknown`: not told. */
export function liveness(owner: string, dead: Set<string>, unknown = false): SenderLiveness {
  return { owner, isAlive: async (other) => (unknown ? null : !dead.has(other)) };
}

/**
 * `outbox`'s flush leaves the item to the sender that holds it; once `release` has run (the lease
 * ran out, or the holder is gone) the next flush sends it, exactly once.
 */
export async function expectHeldThenSentOnce(outbox: Outbox, release: () => void): Promise<void> {
  const send = vi.fn(ok);
  await outbox.flush(send);
  expect(send).not.toHaveBeenCalled();
  release();
  await outbox.flush(send);
  expect(send).toHaveBeenCalledTimes(1);
}
