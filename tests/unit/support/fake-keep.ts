import { vi } from 'vitest';
import type { DirectSendEnd } from '../../../src/offline/outbox';
import type { QueueContactRequest } from '../../../src/offline/queue-request';

/**
 * A form's outbox-first `queue` for component tests: records what was kept (its calls) and how
 * each direct send settled its kept item (`ends`: 'delivered', 'refused' or 'waiting').
 */
export function fakeKeep() {
  const ends: DirectSendEnd[] = [];
  const queue = vi.fn<QueueContactRequest>(async (payload) => ({
    id: payload.requestId,
    patch: async () => undefined,
    settle: async (end) => {
      ends.push(end);
    },
  }));
  return { queue, ends };
}
