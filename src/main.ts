import { afterDocumentParsed, afterFirstContentfulPaint } from './app/first-paint';
import { linkManifest, loadPageStylesheets } from './app/page-stylesheets';
import { watchEarlyInput } from './ui/form/early-input';
import { markKioskRoot } from './offline/kiosk-settings';
import { yieldToMain } from './ui/yield-to-main';

// A stand tablet in the kiosk mode hides the login and the links out: marked before the full
// stylesheets, which hold the kiosk rules (the boot loader reads no storage before the paint).
markKioskRoot();

// Every form on the site is sent by the app. One submitted before the app (or its section) has
// loaded stays on the page as it is, to be sent a moment later, instead of being sent the
// browser's way (a reload with the fields in the address) and lost.
document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented) event.preventDefault();
});

// What the visitor types before the app has hydrated the page is kept (see early-input.ts).
watchEarlyInput();

// A prerendered page is complete without script: it paints first, then the app's code loads and
// hydrates it (see docs/architecture.md, "Rendering"). The dev server's empty shell has nothing
// to paint.
if (document.getElementById('root')?.firstElementChild) await afterFirstContentfulPaint();
// The page's full stylesheets (it painted with the rules its markup uses) load with the app, and
// the web app manifest is linked.
void loadPageStylesheets();
linkManifest();
// Imported at the first paint, the entry may run while the rest of the page is still arriving.
await afterDocumentParsed();
// The libraries' import adds its own preload links: in a task of its own, not the stylesheets'.
await yieldToMain();
// The app's code is evaluated in two tasks, the libraries first (see boot-libraries.ts), with a
// turn for the browser between them.
await import('./app/boot-libraries');
await yieldToMain();
await import('./boot');
