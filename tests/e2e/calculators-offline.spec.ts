import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { storedCalculatorInputs } from './support/calculator-storage';
import { openAppOffline, waitForApp } from './support/page-helpers';

test.describe('calculators on a building site without signal', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('power connection computes offline and keeps what was typed', async ({ page, context }) => {
    await openAppOffline(page, '/services/electrical/power-connection');
    await page.reload();
    await waitForApp(page);

    await page.getByRole('textbox', { name: /Адрес объекта/ }).fill('Архангельск, ул. Северная, 1');
    await page.getByRole('slider', { name: 'Требуемая мощность' }).fill('120');
    await page.getByRole('slider', { name: 'Расстояние до ближайших сетей' }).fill('400');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const estimate = page.getByRole('region', { name: 'Оценка' });
    // 120 kW: base 45 days + 5 x ceil(400 / 200) = 55 days, about 8 weeks.
    await expect(estimate).toContainText('15–150 кВт');
    await expect(estimate).toContainText('55');
    // Inputs are saved a moment after the last change: the reload comes once they are stored.
    await expect
      .poll(() => storedCalculatorInputs(page, 'power-connection'))
      .toMatchObject({ address: 'Архангельск, ул. Северная, 1', powerKw: 120, distanceM: 400 });

    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('textbox', { name: /Адрес объекта/ })).toHaveValue(
      'Архангельск, ул. Северная, 1',
    );
    await expect(page.getByRole('slider', { name: 'Требуемая мощность' })).toHaveValue('120');
    await expect(page.getByRole('slider', { name: 'Расстояние до ближайших сетей' })).toHaveValue(
      '400',
    );
    await context.setOffline(false);
  });

  test('power upgrade quiz answers survive an offline reload', async ({ page, context }) => {
    await openAppOffline(page, '/services/electrical/power-upgrade');
    await page.reload();
    await waitForApp(page);

    const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
    const count = await groups.count();
    expect(count).toBe(6);
    for (let i = 0; i < count; i += 1) {
      await groups.nth(i).getByRole('radio').nth(2).check();
    }
    // Six answers worth 2 each: 12, «Модернизация необходима».
    await expect(page.getByTestId('upgrade-total')).toContainText('12');
    await expect(
      page.getByRole('complementary').getByRole('heading', { name: 'Модернизация необходима' }),
    ).toBeVisible();
    await expect
      .poll(() => storedCalculatorInputs(page, 'power-upgrade'))
      .toEqual([2, 2, 2, 2, 2, 2]);

    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('upgrade-total')).toContainText('12');
    await context.setOffline(false);
  });

  test('indoor configurator counts offline and restores the plan', async ({ page, context }) => {
    await openAppOffline(page, '/services/electrical/indoor');
    await page.reload();
    await waitForApp(page);

    await page.getByRole('button', { name: 'Увеличить: Рабочие места' }).click();
    await page.getByRole('button', { name: 'Увеличить: Рабочие места' }).click();
    // Two workplaces: 2 x 12 000 = 24 000 roubles at the standard level and base lighting.
    await expect(page.getByTestId('indoor-cost')).toContainText('24');
    await expect
      .poll(() => storedCalculatorInputs(page, 'indoor'))
      .toMatchObject({ quantities: { workplaces: 2 } });

    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('spinbutton', { name: 'Рабочие места' })).toHaveValue('2');
    await expect(page.getByTestId('indoor-cost')).toContainText('24');

    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Рабочие места' })).toHaveValue('0');
    await context.setOffline(false);
  });
});
