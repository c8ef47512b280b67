import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION } from '../../../src/domain/applications/application';
import {
  chooseMulti,
  chooseSingle,
  toggleMulti,
  toggleSingle,
  toggleTool,
} from '../../../src/domain/applications/choices';
import {
  defaultIncomeFor,
  incomeBandsFor,
  isOwnLevel,
  OWN_LEVEL,
} from '../../../src/domain/applications/income';
import {
  CERTIFICATE_OPTIONS,
  SKILLSET_OPTIONS,
  TOOL_OPTIONS,
} from '../../../src/domain/applications/options';

const NB = '\u00a0';

describe('income bands by pay type (§4.1)', () => {
  it.each([
    [
      'За смену',
      [`3–4${NB}тыс.${NB}₽`, `4–6${NB}тыс.${NB}₽`, `6–8${NB}тыс.${NB}₽`, `8+${NB}тыс.${NB}₽`],
    ],
    [
      'Ежемесячная',
      [
        `до 60${NB}000${NB}₽`,
        `60–90${NB}000${NB}₽`,
        `90–130${NB}000${NB}₽`,
        `130${NB}000+${NB}₽`,
        OWN_LEVEL,
      ],
    ],
    ['Почасовая', [OWN_LEVEL]],
    ['Сдельная (за объект)', [OWN_LEVEL]],
    ['', []],
  ])('%j offers %j', (payType, bands) => {
    expect(incomeBandsFor(payType)).toEqual(bands);
  });

  it.each([
    ['Почасовая', OWN_LEVEL],
    ['Сдельная (за объект)', OWN_LEVEL],
    ['За смену', ''],
    ['Ежемесячная', ''],
    ['', ''],
  ])('choosing %j preselects %j', (payType, income) => {
    expect(defaultIncomeFor(payType)).toBe(income);
    expect(chooseSingle(EMPTY_APPLICATION, 'payType', payType || 'Почасовая').income).toBe(
      payType ? income : OWN_LEVEL,
    );
  });

  it('the own level is "Укажу свой уровень"', () => {
    expect(OWN_LEVEL).toBe('Укажу свой уровень');
    expect(isOwnLevel('Укажу свой уровень')).toBe(true);
    expect(isOwnLevel(`до 60${NB}000${NB}₽`)).toBe(false);
  });

  it('changing the pay type resets income and the custom amount', () => {
    const chosen = {
      ...EMPTY_APPLICATION,
      payType: 'Ежемесячная',
      income: OWN_LEVEL,
      customIncome: '150 000',
    };
    expect(chooseSingle(chosen, 'payType', 'За смену')).toMatchObject({
      payType: 'За смену',
      income: '',
      customIncome: '',
    });
    expect(chooseSingle(chosen, 'payType', 'Почасовая')).toMatchObject({
      payType: 'Почасовая',
      income: OWN_LEVEL,
      customIncome: '',
    });
    // Clicking the chosen pay type again clears it, and the income with it.
    expect(chooseSingle(chosen, 'payType', 'Ежемесячная')).toMatchObject({
      payType: '',
      income: '',
      customIncome: '',
    });
  });
});

describe('single and multiple choices (§4.1)', () => {
  it.each([
    ['', 'Постоянная', 'Постоянная'],
    ['Постоянная', 'Постоянная', ''],
    ['Постоянная', 'Не имеет значения', 'Не имеет значения'],
  ])('single: %j clicked %j gives %j', (current, clicked, next) => {
    expect(toggleSingle(current, clicked)).toBe(next);
    expect(
      chooseSingle({ ...EMPTY_APPLICATION, employment: current }, 'employment', clicked).employment,
    ).toBe(next);
  });

  it.each([
    [[], '5/2', ['5/2']],
    [['5/2'], 'Ночные смены', ['5/2', 'Ночные смены']],
    [['5/2', 'Ночные смены'], '5/2', ['Ночные смены']],
  ])('multi: %j clicked %j gives %j', (current, clicked, next) => {
    expect(toggleMulti(current, clicked)).toEqual(next);
    expect(
      chooseMulti({ ...EMPTY_APPLICATION, schedule: current }, 'schedule', clicked).schedule,
    ).toEqual(next);
  });

  it.each([
    [['Свой ручной инструмент', 'Личный автомобиль'], 'Нет', ['Нет']],
    [['Нет'], 'Электроинструмент', ['Электроинструмент']],
    [['Нет'], 'Нет', []],
    [['Электроинструмент'], 'Личный автомобиль', ['Электроинструмент', 'Личный автомобиль']],
    [['Электроинструмент', 'Личный автомобиль'], 'Электроинструмент', ['Личный автомобиль']],
  ])('tools: %j clicked %j gives %j', (current, clicked, next) => {
    expect(toggleTool(current, clicked)).toEqual(next);
    expect(chooseMulti({ ...EMPTY_APPLICATION, tools: current }, 'tools', clicked).tools).toEqual(
      next,
    );
  });

  it('lists the spec’s numbers of options', () => {
    expect(SKILLSET_OPTIONS).toHaveLength(11);
    expect(CERTIFICATE_OPTIONS).toHaveLength(12);
    expect(TOOL_OPTIONS.map((option) => option.value)).toEqual([
      'Свой ручной инструмент',
      'Электроинструмент',
      'Личный автомобиль',
      'Нет',
    ]);
  });
});
