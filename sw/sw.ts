/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  PRECACHE_MATCHING,
  isAccountPath,
  isOnlineOnlyPath,
  isShareTargetRequest,
  pageFileFor,
} from './routing-policy';
import { answerShare } from './share-target';
import { SYNC_TAG } from '../src/offline/outbox';
import { outbox, sendOutboxItem } from '../src/offline/outbox-instance';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

const NOT_FOUND_PAGE = '/404.html';
const ACCOUNT_SHELL = '/account.html';

// Every file of this build: the prerendered HTML of each public route, the hashed chunks, fonts,
// icons, artwork and the city list. `/x` is served from `x.html` (cleanURLs); the query is
// ignored, so a calculator's share link opens offline (see PRECACHE_MATCHING).
precacheAndRoute(self.__WB_MANIFEST, PRECACHE_MATCHING);
cleanupOutdatedCaches();

// The API (auth, account, users, admin, forms) always goes to the network and is never cached.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isOnlineOnlyPath(url.pathname),
  new NetworkOnly(),
);
// A resume shared to the installed app: kept on the device, then the application form opens.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && isShareTargetRequest({ url, method: request.method }),
  ({ request }) => answerShare(request, self.location.origin),
  'POST',
);
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(({ sameOrigin }) => sameOrigin, new NetworkOnly(), method);
}

// Any other page navigation: the network, else the not-found page from the precache.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch (error) {
        // Offline: the page's own file, the account shell for account addresses, else not found.
        const file = isAccountPath(url.pathname) ? ACCOUNT_SHELL : pageFileFor(url.pathname);
        const cached = getCacheKeyForURL(file) ? await matchPrecache(file) : undefined;
        const fallback = cached ?? (await matchPrecache(NOT_FOUND_PAGE));
        if (fallback) return fallback;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background sync: send the queued contact requests and applications. Rejecting asks the browser
// to try again later; an item leaves the outbox only after the server's ok.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    outbox.flush(sendOutboxItem).then((report) => {
      if (report.retry.length > 0) throw new Error('the outbox could not be sent yet');
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
