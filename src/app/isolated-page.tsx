import { useEffect, type ReactNode } from 'react';
import { isIsolatedAddress } from './route-serving';

/**
 * Whether this document was loaded as an isolated one (ISOLATED_AREAS: the server sent it with
 * Cross-Origin-Opener-Policy), known from the address it was loaded at; null until the client's
 * start notes it (the server's render, tests of a page), when every page renders as it is.
 */
let loadedIsolated: boolean | null = null;

/** Notes the address the document was loaded at, before the app's first render. */
export function noteDocumentAddress(pathname: string): void {
  loadedIsolated = isIsolatedAddress(pathname);
}

/**
 * A page of an isolated area. In a document that is not isolated (an in-app link or redirect from
 * a public page) it renders nothing and loads the same address as a document of its own, which the
 * server sends isolated: the area's data never enters a document another site's window may hold.
 * A reload, not `location.replace`: the address may carry a fragment, and replacing a URL by itself
 * with a fragment only scrolls.
 */
export function IsolatedPage({ children }: { children: ReactNode }) {
  if (loadedIsolated !== false) return children;
  return <LoadAsDocument />;
}

function LoadAsDocument() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
