import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { createAdmin, signIn } from './support/accounts';
import { contactEstimates } from './support/database';
import { HUMAN_TYPING_DELAY_MS, QUEUED_TEXT } from './support/forms';
import { expectKeptSent, queueButton } from './support/outbox-device';
import { openApp, waitForApp } from './support/page-helpers';

const ADMIN = { email: 'admin@kub.example', password: 'Админ-Пароль-2026' };
const INDOOR_LINK = '/services/electrical/indoor?type=retail&level=premium&hall=150&cash=3';

test.describe('«Отправить расчёт»', () => {
  // A request typed at a person's pace and a sign-in with the production password hash.
  test.setTimeout(150_000);
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('an estimate sent offline waits across a reload, is stored once with its estimate, and staff see it', async ({
    page,
    context,
    browser,
    server,
  }) => {
    const name = `Расчётов Заказчик ${Date.now()}`;
    await openApp(page, `${server.url}${INDOOR_LINK}`);
    const cost = (await page.getByTestId('indoor-cost').textContent())?.trim() ?? '';
    expect(cost).toMatch(/₽/);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Отправить расчёт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отправить расчёт' });
    await expect(dialog).toContainText('Внутренний электромонтаж: Магазин, Премиум');
    await expect(dialog.getByLabel('Имя')).toBeFocused();
    await dialog.getByLabel('Имя').pressSequentially(name, { delay: HUMAN_TYPING_DELAY_MS });
    await dialog.getByLabel('Телефон').fill('+7 (921) 555-44-33');
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByRole('status')).toHaveText(QUEUED_TEXT);
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1');

    await page.reload();
    await waitForApp(page);
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1');
    expect(contactEstimates(server, name)).toHaveLength(0);

    await context.setOffline(false);
    await expectKeptSent(page, 20_000);
    const rows = contactEstimates(server, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.option).toBe('Расчёт с калькулятора');
    const stored = JSON.parse(rows[0]?.estimate ?? 'null') as Record<string, unknown>;
    expect(stored).toMatchObject({
      calculator: 'indoor',
      inputs: {
        scenario: 'retail',
        level: 'premium',
        quantities: { retailHall: 150, cashDesks: 3 },
      },
      check: { matches: true },
    });
    expect(typeof stored.appVersion).toBe('string');

    // Staff open the lead: the estimate as a table, with its totals.
    createAdmin(server, ADMIN.email, ADMIN.password);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto(`${server.url}/`);
    await waitForApp(admin);
    await signIn(admin, ADMIN.email, ADMIN.password, false);
    await admin.goto(`${server.url}/account/leads`);
    await admin
      .getByRole('table', { name: 'Заявки и анкеты, новые сверху' })
      .getByRole('link', { name })
      .click();
    await expect(admin.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    await expect(admin.getByText('Расчёт с калькулятора').first()).toBeVisible();
    const lines = admin.getByRole('table', { name: 'Строки расчёта' });
    await expect(lines.getByRole('row', { name: /Торговый зал 150 м²/ })).toBeVisible();
    await expect(admin.getByText(/^Внутренний электромонтаж · версия приложения/)).toBeVisible();
    const costFigure = cost.replace(/[^\d]/g, '');
    await expect(
      admin
        .locator('.lead-estimate__totals')
        .getByText(new RegExp(`^${costFigure.replace(/(\d)(?=(\d{3})+$)/g, '$1\\s')} ₽$`)),
    ).toBeVisible();
    await expect(admin.getByText('Расчёт не совпал с пересчётом на сервере')).toHaveCount(0);
    await adminContext.close();
  });
});
