/**
 * Sharing a link: the Web Share API where the device has it, else the clipboard. Resolves with
 * what happened and never rejects.
 * - 'shared': the share sheet took it;
 * - 'cancelled': the visitor closed the share sheet (nothing to say);
 * - 'copied': the link is on the clipboard;
 * - 'failed': neither worked (the page then shows the link to copy by hand).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The parts of `navigator` used here (a test passes its own). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

export async function shareLink(
  data: ShareData,
  nav: ShareNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<ShareOutcome> {
  if (!nav) return 'failed';
  if (typeof nav.share === 'function') {
    let canShare = true;
    try {
      canShare = typeof nav.canShare === 'function' ? nav.canShare(data) : true;
    } catch {
      canShare = false;
    }
    if (canShare) {
      try {
        await nav.share(data);
        return 'shared';
      } catch (error) {
        if (isAbort(error)) return 'cancelled';
        // Not allowed here (no user activation, a policy): try the clipboard.
      }
    }
  }
  try {
    if (!nav.clipboard || typeof nav.clipboard.writeText !== 'function') return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
