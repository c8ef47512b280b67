import type { BrowserContext, Route } from '@playwright/test';

export type FaultMode = 'none' | '500' | 'hang';

/** The requests a fault acts on: what the forms and the outbox send (POST/PUT under /api/). */
const SENDS = /\/api\//;

/**
 * The server's misbehaviour, injected at the network layer of one browser context (pages and the
 * service worker alike): 500 answers, or requests held unanswered until the fault ends, when each
 * held request either goes on to the server (a late answer) or drops (the connection broke).
 */
export class Faults {
  mode: FaultMode = 'none';
  private held: Route[] = [];

  static async attach(context: BrowserContext): Promise<Faults> {
    const faults = new Faults();
    await context.route(SENDS, (route) => faults.handle(route));
    return faults;
  }

  private async handle(route: Route): Promise<void> {
    const method = route.request().method();
    if (this.mode === 'none' || (method !== 'POST' && method !== 'PUT')) {
      await route.fallback().catch(() => undefined);
      return;
    }
    if (this.mode === '500') {
      await route
        .fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, error: 'Внутренняя ошибка сервера' }),
        })
        .catch(() => undefined);
      return;
    }
    this.held.push(route);
  }

  get heldCount(): number {
    return this.held.length;
  }

  /** Ends the fault: held requests go on to the server or drop, as `release` says. */
  async set(mode: FaultMode, release: 'continue' | 'abort'): Promise<void> {
    this.mode = mode;
    if (mode === 'hang') return;
    const held = this.held;
    this.held = [];
    await Promise.all(
      held.map((route) =>
        (release === 'continue' ? route.fallback() : route.abort('connectionreset')).catch(
          () => undefined,
        ),
      ),
    );
  }
}
