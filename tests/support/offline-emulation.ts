import type { BrowserContext } from '@playwright/test';

/** The page global the init scripts below read: the emulated state, or nothing (the real one). */
const FLAG = '__kubEmulatedOffline';

/**
 * Makes `context.setOffline` hold `navigator.onLine` across navigations, as a device without a
 * network does. Chromium 150 (Debian's, which the tests drive) keeps the network of an offline
 * context cut, but a document loaded after `setOffline(true)` (from the service worker or a failed
 * load) reads `navigator.onLine === true`; CDP's `Network.overrideNetworkState` is lost on the next
 * navigation too. So each document starts with a getter that answers the last state set, and the
 * pages already open are told at once; Chromium still fires their `offline`/`online` events.
 * Idempotent per context.
 */
export async function holdOnLineAcrossNavigations(context: BrowserContext): Promise<void> {
  const marked = context as BrowserContext & { [FLAG]?: true };
  if (marked[FLAG]) return;
  marked[FLAG] = true;
  await context.addInitScript((flag: string) => {
    // Written without DOM types: this file is also compiled with the server's (Node) settings.
    const navigatorClass = (globalThis as { Navigator?: { prototype: object } }).Navigator;
    if (!navigatorClass) return;
    const descriptor = Object.getOwnPropertyDescriptor(navigatorClass.prototype, 'onLine');
    const real = descriptor?.get;
    if (!real) return;
    Object.defineProperty(navigatorClass.prototype, 'onLine', {
      configurable: true,
      enumerable: descriptor.enumerable ?? true,
      get(this: object) {
        const emulated = (globalThis as Record<string, unknown>)[flag];
        return typeof emulated === 'boolean' ? !emulated : (real.call(this) as boolean);
      },
    });
  }, FLAG);
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    await setOffline(offline);
    // Init scripts run in the order added: the last state set wins in every new document.
    const remember = ([flag, value]: [string, boolean]) => {
      (globalThis as Record<string, unknown>)[flag] = value;
    };
    await context.addInitScript(remember, [FLAG, offline] as [string, boolean]);
    await Promise.all(
      context.pages().map((page) =>
        // A page in the middle of a navigation gets the state from the init script instead.
        page.evaluate(remember, [FLAG, offline] as [string, boolean]).catch(() => undefined),
      ),
    );
  };
}
