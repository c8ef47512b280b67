/** The app: loaded by `main.ts` once the prerendered page has painted. */
// Global styles first, so component styles (imported by the app below) override them. They are
// in the app's start stylesheet (one file with the app shell's rules, not one of their own); the
// build inlines what a page uses, with the page's own styles, into every prerendered page.
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { noteDocumentAddress } from './app/isolated-page';
import { loadPageStylesheets } from './app/page-stylesheets';
import { onCaughtError, onRecoverableError } from './ui/island-boundary';
import { revealStagedBlocks } from './ui/staged-blocks';
import { yieldToMain } from './ui/yield-to-main';

// The address the document was loaded at decides whether it is isolated (isolated-page.tsx).
noteDocumentAddress(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages hydrate (once the current page's chunk is loaded, so the first render matches
// the HTML, and the page's full stylesheets, so every state the app sets is styled); the dev server's empty shell renders from scratch. Hydrating as a transition lets React
// yield to the browser every few milliseconds instead of holding the main thread for the whole
// page: a tap or a scroll during hydration is answered at once.
if (container.firstElementChild) {
  // This module's graph (the app shell) has just been evaluated; the page's chunk and the links
  // that preload its imports come in a task of their own.
  await yieldToMain();
  await Promise.all([
    preloadRoute(window.location.pathname),
    loadPageStylesheets().then(() => revealStagedBlocks()),
  ]);
  startTransition(() => {
    hydrateRoot(container, tree, { onCaughtError, onRecoverableError });
  });
} else {
  createRoot(container, { onCaughtError, onRecoverableError }).render(tree);
}
