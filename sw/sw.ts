/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { NetworkOnly } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  PRECACHE_MATCHING,
  offlineNavigationFiles,
  pageFileFor,
  strategyFor,
  type Strategy,
} from './routing-policy';
import { answerShare } from './share-target';
import { SYNC_TAG } from '../src/offline/outbox';
import { outbox, sendOutboxItem } from '../src/offline/outbox-instance';
import { SYNC_POLL_MS, SYNC_WAIT_MS, syncOutbox } from '../src/offline/sync-outbox';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// Every file of this build: the prerendered HTML of each public route, the hashed chunks, fonts,
// icons, artwork and the city list. `/x` is served from `x.html` (cleanURLs); the query is
// ignored, so a calculator's share link opens offline (see PRECACHE_MATCHING).
precacheAndRoute(self.__WB_MANIFEST, PRECACHE_MATCHING);
cleanupOutdatedCaches();

const isPrecached = (pathname: string) => getCacheKeyForURL(pageFileFor(pathname)) !== undefined;

/** The first of `files` in the precache. */
async function fromPrecache(files: readonly string[]): Promise<Response | undefined> {
  for (const file of files) {
    const cached = getCacheKeyForURL(file) ? await matchPrecache(file) : undefined;
    if (cached) return cached;
  }
  return undefined;
}

const networkOnly = new NetworkOnly();

/** How each strategy of the policy (routing-policy.ts) answers; 'passthrough' is never routed. */
const HANDLERS: Record<
  Exclude<Strategy, 'passthrough'>,
  (options: RouteHandlerCallbackOptions) => Promise<Response>
> = {
  // The API (auth, account, users, admin, forms) and every non-GET request: never cached.
  'network-only': (options) => networkOnly.handle(options),
  // Normally answered by precacheAndRoute above; a page address whose file it did not match.
  precache: async (options) =>
    (await fromPrecache([pageFileFor(options.url.pathname)])) ?? networkOnly.handle(options),
  // A resume shared to the installed app: kept on the device, then the application form opens.
  'share-target': ({ request }) => answerShare(request, self.location.origin),
  // Any other page navigation: the network; offline the page's own file, the shell of the
  // addresses under it (the account area), else the not-found page.
  navigation: async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const fallback = await fromPrecache(offlineNavigationFiles(url.pathname));
      if (fallback) return fallback;
      throw error;
    }
  },
};

const strategyOf = (request: Request, url: URL): Strategy =>
  strategyFor(
    { url, method: request.method, mode: request.mode },
    self.location.origin,
    isPrecached,
  );

for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ request, url }) => strategyOf(request, url) !== 'passthrough',
    (options) => {
      const strategy = strategyOf(options.request, options.url);
      return HANDLERS[strategy === 'passthrough' ? 'network-only' : strategy](options);
    },
    method,
  );
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background sync: send the queued contact requests and applications, and, when no page of the app
// is open, those a page held until it was closed (syncOutbox). Rejecting asks the browser to try
// again later; an item leaves the outbox only after the server's ok.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    syncOutbox(outbox, sendOutboxItem, {
      untilMs: SYNC_WAIT_MS,
      everyMs: SYNC_POLL_MS,
      pageOpen: async () =>
        (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).length > 0,
    }),
  );
}) as EventListener);

// Updates wait for the visitor: the page asks with SKIP_WAITING when they accept the update toast.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of pages on first install, so the very first visit is already offline-ready.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
