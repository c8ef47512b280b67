import type { Browser, BrowserContext, Page } from '@playwright/test';
import { fillApplication, fillContactForm } from '../e2e/support/forms';
import { waitForApp, waitForServiceWorker } from '../e2e/support/page-helpers';
import { Faults } from './faults';
import { holdOnLineAcrossNavigations } from '../support/offline-emulation';

/** How a submission ended as far as the page could tell. */
export type SubmitOutcome =
  /** The form cleared: the server took it or the device keeps it. */
  | 'confirmed'
  /** Still sending (a hung request): its page decides later, unless it goes first. */
  | 'sending'
  /** The form kept the answers and said the send failed. */
  | 'refused'
  /** Never sent: the resume could not be uploaded when picked, so the form would not submit. */
  | 'abandoned';

const ROUTES = { contact: '/contact', application: '/pro' } as const;
const SUBMIT_BUTTON = { contact: 'Отправить', application: 'Отправить анкету' } as const;
const NAME_FIELD = { contact: 'Имя', application: 'Фамилия и имя' } as const;
/** How long a submit may take before it counts as hung (the machine may be loaded). */
const SUBMIT_BOUND_MS = 20_000;
/** A send into a hung API is given this long before the sequence goes on without its answer. */
const HUNG_SUBMIT_MS = 1_500;

/**
 * One visitor's browser for one sequence: a fresh context (its own IndexedDB, service worker and
 * network), its tabs, and the injected faults. Each method is one thing the visitor or the network
 * does; none of them waits for delivery (the engine's settle does).
 */
export class Device {
  readonly pages: Page[] = [];
  /** Pages whose form is still sending (a hung request): a new submission goes to another tab. */
  readonly busy = new Set<Page>();
  private syncRegistration: string | null = null;

  private constructor(
    readonly context: BrowserContext,
    readonly faults: Faults,
    private readonly baseUrl: string,
  ) {}

  static async open(browser: Browser, baseUrl: string): Promise<Device> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      viewport: { width: 1280, height: 900 },
    });
    await holdOnLineAcrossNavigations(context);
    const device = new Device(context, await Faults.attach(context), baseUrl);
    const page = await device.openPage();
    await waitForServiceWorker(page);
    return device;
  }

  async close(): Promise<void> {
    await this.faults.set('none', 'abort');
    await this.context.close();
  }

  async openPage(route = '/contact'): Promise<Page> {
    const page = await this.context.newPage();
    this.pages.push(page);
    page.on('close', () => {
      this.pages.splice(this.pages.indexOf(page), 1);
      this.busy.delete(page);
    });
    await page.goto(route);
    await waitForApp(page);
    return page;
  }

  /** The tab the visitor looks at: the last opened; a new one when every tab was closed. */
  async activePage(): Promise<Page> {
    return this.pages.at(-1) ?? this.openPage();
  }

  async setOffline(offline: boolean): Promise<void> {
    await this.context.setOffline(offline);
  }

  async reload(): Promise<void> {
    const page = await this.activePage();
    this.busy.delete(page);
    await page.reload();
    await waitForApp(page);
  }

  async closePage(): Promise<void> {
    await this.pages.at(-1)?.close();
  }

  async submit(
    kind: 'contact' | 'application',
    name: string,
    pdf: Buffer,
  ): Promise<{
    page: Page;
    outcome: SubmitOutcome;
  }> {
    let page = await this.activePage();
    if (this.busy.has(page)) page = await this.openPage(ROUTES[kind]);
    if (new URL(page.url()).pathname !== ROUTES[kind]) {
      await page.goto(ROUTES[kind]);
      await waitForApp(page);
    }
    if (kind === 'contact') await fillContactForm(page, name);
    else {
      await fillApplication(page, name);
      await page
        .locator('#application-resume')
        .setInputFiles({ name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: pdf });
      const settled = await this.poll(
        () =>
          page
            .locator('.application-form[aria-busy]')
            .count()
            .then((n) => n === 0),
        this.faults.mode === 'hang' ? HUNG_SUBMIT_MS : SUBMIT_BOUND_MS,
      );
      const failed = await page.getByText('Не удалось загрузить файл').count();
      if (!settled || failed > 0) {
        // Its answers stay in the form: the next submission goes to another tab.
        this.busy.add(page);
        return { page, outcome: 'abandoned' };
      }
    }
    await page.getByRole('button', { name: SUBMIT_BUTTON[kind], exact: true }).click();
    const outcome = await this.outcomeOf(
      page,
      kind,
      this.faults.mode === 'hang' ? HUNG_SUBMIT_MS : SUBMIT_BOUND_MS,
    );
    if (outcome === 'sending') this.busy.add(page);
    return { page, outcome };
  }

  /** What the page's form says about its last submission, waiting up to `boundMs` for an end. */
  async outcomeOf(
    page: Page,
    kind: 'contact' | 'application',
    boundMs: number,
  ): Promise<SubmitOutcome> {
    let outcome: SubmitOutcome = 'sending';
    await this.poll(async () => {
      if (page.isClosed()) return true;
      const main = page.getByRole('main');
      const name = await main
        .getByRole('textbox', { name: NAME_FIELD[kind] })
        .inputValue({ timeout: 2_000 });
      const button = main.getByRole('button', { name: SUBMIT_BUTTON[kind], exact: true });
      const idle = (await button.count()) > 0 && (await button.isEnabled());
      const busy = (await main.locator('form[aria-busy]').count()) > 0;
      const failed = await main
        .locator('.contact-form__failure, .application-form__failure')
        .count();
      if (name === '' && idle && !busy) outcome = 'confirmed';
      else if (failed > 0 && idle && !busy) outcome = 'refused';
      return outcome !== 'sending';
    }, boundMs);
    if (outcome !== 'sending') this.busy.delete(page);
    return outcome;
  }

  /** Fires the service worker's background sync event, as the browser does when back online. */
  async fireSync(): Promise<void> {
    const page = await this.activePage();
    const cdp = await this.context.newCDPSession(page);
    try {
      // The domain is enabled per session; enabling it reports the registrations.
      const origin = this.baseUrl;
      const found = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const mine = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
          if (mine) resolve(mine.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      this.syncRegistration ??= await found;
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: this.baseUrl,
        registrationId: this.syncRegistration,
        tag: 'kub-outbox',
        lastChance: false,
      });
    } finally {
      await cdp.detach().catch(() => undefined);
    }
  }

  /** «Очередь отправки» → «Отправить сейчас», when the page shows a queue; false when it does not. */
  async sendNow(page?: Page): Promise<boolean> {
    const target = page ?? (await this.activePage());
    const queue = target.getByRole('button', { name: /^Очередь отправки: / });
    // The queue may empty (and its button go) at any moment: a click that finds none is no queue.
    if ((await queue.count()) === 0) return false;
    if (
      !(await queue.click({ timeout: 2_000 }).then(
        () => true,
        () => false,
      ))
    )
      return false;
    const dialog = target.getByRole('dialog', { name: 'Очередь отправки' });
    const send = dialog.getByRole('button', { name: 'Отправить сейчас' });
    // The queue may have emptied meanwhile («Очередь пуста.»): then there is nothing to press.
    await send.or(dialog.getByText('Очередь пуста.')).first().waitFor();
    if ((await send.count()) > 0 && (await send.isEnabled())) await send.click();
    await target.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    return true;
  }

  private async poll(check: () => Promise<boolean>, boundMs: number): Promise<boolean> {
    const deadline = Date.now() + boundMs;
    for (;;) {
      if (await check()) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
