/**
 * The unread leads count of the signed-in staff member (issue 12), shared by the account tab and
 * the header's profile menu. It is watched while at least one of them is on screen: loaded at
 * once, again when the window gets focus or comes back online, every 60 s while the page is
 * visible, and when asked (a lead opened, a status changed). Never while offline; a failed load
 * keeps the last count.
 */
import { fetchUnreadLeads } from '../../api/leads-client';
import { isOnline } from '../../offline/connectivity';
import { createStore } from '../../ui/external-store';

export const UNREAD_REFRESH_MS = 60_000;

export const unreadLeadsStore = createStore<number | null>(null);

let watchers = 0;
let sequence = 0;
let stopWatching: (() => void) | null = null;

function canLoad(): boolean {
  return watchers > 0 && isOnline() && (typeof navigator === 'undefined' || navigator.onLine);
}

/** Loads the count now (when watched and online); the newest answer wins. */
export async function refreshUnreadLeads(): Promise<void> {
  if (!canLoad()) return;
  const ticket = ++sequence;
  try {
    const unread = await fetchUnreadLeads();
    if (ticket === sequence && watchers > 0) unreadLeadsStore.set(unread);
  } catch {
    // Keep the last count: it is a hint, and the next refresh will try again.
  }
}

function start(): () => void {
  const refresh = () => void refreshUnreadLeads();
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  const timer = window.setInterval(() => {
    if (document.visibilityState !== 'hidden') refresh();
  }, UNREAD_REFRESH_MS);
  window.addEventListener('focus', refresh);
  window.addEventListener('online', refresh);
  document.addEventListener('visibilitychange', onVisible);
  refresh();
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', refresh);
    window.removeEventListener('online', refresh);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Starts watching for one more viewer; the returned function ends it. */
export function watchUnreadLeads(): () => void {
  watchers += 1;
  if (watchers === 1) stopWatching = start();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    watchers -= 1;
    if (watchers > 0) return;
    stopWatching?.();
    stopWatching = null;
    sequence += 1; // An answer still on its way is for nobody now.
    unreadLeadsStore.set(null);
  };
}
