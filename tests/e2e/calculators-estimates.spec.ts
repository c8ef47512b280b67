import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { storedCalculatorInputs } from './support/calculator-storage';
import { openApp, waitForApp } from './support/page-helpers';

const INDOOR_LINK = '/services/electrical/indoor?type=retail&level=premium&hall=150&cash=3';

async function installWorker(page: Page, path: string): Promise<void> {
  await openApp(page, path);
}

test.describe('estimates that travel', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('a shared link opened offline restores its inputs', async ({ page, context }) => {
    await installWorker(page, '/services/electrical/indoor');
    await context.setOffline(true);
    await page.goto(INDOOR_LINK);
    await waitForApp(page);
    await expect(page.getByRole('combobox', { name: 'Тип объекта' })).toHaveValue('retail');
    await expect(page.getByRole('spinbutton', { name: 'Торговый зал' })).toHaveValue('150');
    await expect(page.getByRole('spinbutton', { name: 'Кассы' })).toHaveValue('3');
    await expect(page.getByRole('radio', { name: 'Премиум' })).toBeChecked();
    // The query leaves the address once applied; the inputs are now the stored ones.
    await expect(page).toHaveURL(/\/services\/electrical\/indoor$/);
    await expect
      .poll(() => storedCalculatorInputs(page, 'indoor'))
      .toMatchObject({ scenario: 'retail', level: 'premium' });
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('combobox', { name: 'Тип объекта' })).toHaveValue('retail');
    await context.setOffline(false);
  });

  test('«Мои расчёты» keeps an estimate and reopens it', async ({ page }) => {
    await installWorker(page, '/services/electrical/power-connection');
    const address = page.getByRole('textbox', { name: /Адрес объекта/ });
    await address.fill('Тверь, ул. Ленина, 1');
    await page.getByRole('slider', { name: 'Требуемая мощность' }).fill('120');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const list = page.getByRole('list', { name: 'Сохранённые расчёты' });
    await expect(list).toContainText('Тверь, ул. Ленина, 1: 120 кВт, 100 м, 3 фазы — 50 дней');

    await address.fill('Другой адрес');
    await page.getByRole('slider', { name: 'Требуемая мощность' }).fill('10');
    await page.reload();
    await waitForApp(page);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('link', { name: /^Открыть расчёт/ }).click();
    await expect(address).toHaveValue('Тверь, ул. Ленина, 1');
    await expect(page.getByRole('slider', { name: 'Требуемая мощность' })).toHaveValue('120');
    await expect(page.getByRole('region', { name: 'Оценка' })).toContainText('15–150 кВт');

    await list.getByRole('button', { name: /^Удалить расчёт/ }).click();
    await expect(list).toHaveCount(0);
  });

  test('the print layout shows the estimate alone', async ({ page }) => {
    await installWorker(page, INDOOR_LINK);
    await expect(page.getByRole('combobox', { name: 'Тип объекта' })).toHaveValue('retail');
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.estimate-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Стоимость');
    await expect(sheet).toContainText('Расчёт предварительный и не является офертой.');
    await expect(page.locator('header.header')).toBeHidden();
    await expect(page.getByTestId('dock')).toBeHidden();
    await expect(page.locator('footer.footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Распечатать' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Тип объекта' })).toBeHidden();

    const costText = await page.getByTestId('indoor-cost').textContent();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (!existsSync('/usr/bin/pdftotext')) return;
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], {
      input: pdf,
    }).toString();
    expect(text).toContain('Внутренний электромонтаж: предварительный расчёт');
    expect(text).toContain('Расчёт предварительный и не является офертой.');
    expect(text.replace(/\s/g, '')).toContain((costText ?? '').replace(/\s/g, ''));
    expect(text).not.toContain('Поделиться');
    await page.emulateMedia({ media: 'screen' });
  });
});
