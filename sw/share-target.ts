/// <reference lib="webworker" />
import { shareRedirect, type ShareOutcome } from '../src/config/share-target';
import { readSharedResume } from '../src/offline/shared-resume';
import { keepSharedResume } from '../src/offline/shared-resume-store';

/**
 * A file shared to the installed app: the share sheet POSTs it to the share target, and the
 * worker keeps it on the device and answers with a 303 to the application form, which picks it up
 * from there — with no network at all.
 */
export async function receiveShare(request: Request, now: number): Promise<ShareOutcome> {
  try {
    const record = await readSharedResume(await request.formData(), now);
    if (!record) return { kind: 'empty' };
    return { kind: 'kept', key: await keepSharedResume(record) };
  } catch {
    // An unreadable body or a storage failure: the form says the file did not arrive.
    return { kind: 'failed' };
  }
}

export async function answerShare(request: Request, origin: string): Promise<Response> {
  const outcome = await receiveShare(request, Date.now());
  return Response.redirect(new URL(shareRedirect(outcome), origin).href, 303);
}
