// Global styles first, so component styles (imported by the app below) override them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

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
// the HTML); the dev server's empty shell renders from scratch.
if (container.firstElementChild) {
  await preloadRoute(window.location.pathname);
  hydrateRoot(container, tree);
} else {
  createRoot(container).render(tree);
}
