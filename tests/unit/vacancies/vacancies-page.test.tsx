import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chip,
  clearButton,
  fakeServer,
  fillValid,
  group,
  renderPage,
  submitButton,
  textbox,
} from './render-vacancies';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the vacancies page (/pro)', { timeout: 20_000 }, () => {
  it('shows the heading, the five steps, the hint and the privacy link', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'РАБОТА В КУБ' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Этапы' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#contacts',
      '#role',
      '#skills',
      '#availability',
      '#portfolio',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      '1Контакты',
      '2Должность',
      '3Опыт и навыки',
      '4Готовность',
      '5Портфолио',
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
    expect(links.filter((link) => link.getAttribute('aria-current') === 'step')).toHaveLength(1);
    const hint = screen.getByRole('complementary', { name: 'Что дальше' });
    expect(hint).toHaveTextContent('в течение 1–2 рабочих дней');
    expect(hint).toHaveTextContent('не передаются третьим лицам');
    const privacy = screen.getByRole('link', { name: 'политикой конфиденциальности' });
    expect(privacy).toHaveAttribute('href', '/legal/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener');
    expect(screen.getByText('PDF, DOCX — по возможности до 10 МБ')).toBeInTheDocument();
  });

  it('lists the fields of §3.1 in order', () => {
    renderPage();
    const names = screen
      .getAllByRole('group')
      .map((element) => element.getAttribute('id'))
      .filter(Boolean);
    expect(names).toEqual([
      'application-role-field',
      'application-employment-field',
      'application-exp-field',
      'application-skillset-field',
      'application-certificates-field',
      'application-tools-field',
      'application-start-field',
      'application-travel-field',
      'application-schedule-field',
      'application-payType-field',
      'application-income-field',
      'application-contactPreference-field',
    ]);
    expect(within(group('Направления работ')).getAllByRole('button')).toHaveLength(11);
    expect(
      within(group('Допуски и удостоверения (необязательно)')).getAllByRole('button'),
    ).toHaveLength(12);
    expect(
      within(group('Должность'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Электромонтажник',
      'Монтажник СКС/СКУД/CCTV',
      'Инженер-проектировщик',
      'Инженер ПНР',
      'Слесарь/разнорабочий',
      'Бригадир/прораб',
      'Сервисный инженер',
      'Другое',
    ]);
  });

  it('moves the active step with the scroll position at 35% of the viewport', async () => {
    renderPage();
    const tops: Record<string, number> = {
      contacts: 100,
      role: 900,
      skills: 1700,
      availability: 2500,
      portfolio: 3300,
    };
    for (const [id, top] of Object.entries(tops)) {
      vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockImplementation(
        () => ({ top: top - window.scrollY }) as DOMRect,
      );
    }
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 1400, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const step = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
    await waitFor(() => expect(step('Опыт и навыки')).toHaveAttribute('aria-current', 'step'));
    expect(step('Контакты')).not.toHaveAttribute('aria-current');
    // Just above the line the step before stays active; at the top, the first.
    Object.defineProperty(window, 'scrollY', { value: 1349, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(step('Должность')).toHaveAttribute('aria-current', 'step'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(step('Контакты')).toHaveAttribute('aria-current', 'step'));
  });

  it('scrolls smoothly to a step when its anchor is clicked', async () => {
    const { user } = renderPage();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const link = screen.getByRole('link', { name: /Готовность/ });
    await user.click(link);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(link).toHaveAttribute('aria-current', 'step');
    expect(window.location.hash).toBe('#availability');
  });

  it('toggles a single choice off when clicked again and resets income with the pay type', async () => {
    const { user } = renderPage();
    const monthly = chip('Формат оплаты', 'Ежемесячная');
    await user.click(monthly);
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(within(group('Ожидаемый доход')).getAllByRole('button')).toHaveLength(5);
    await user.click(chip('Ожидаемый доход', 'Укажу свой уровень'));
    await user.type(textbox('Ваш уровень дохода'), '120 000');
    await user.click(chip('Формат оплаты', 'За смену'));
    expect(
      within(group('Ожидаемый доход'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '3–4\u00a0тыс.\u00a0₽',
      '4–6\u00a0тыс.\u00a0₽',
      '6–8\u00a0тыс.\u00a0₽',
      '8+\u00a0тыс.\u00a0₽',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Ваш уровень дохода' })).not.toBeInTheDocument();
    await user.click(chip('Формат оплаты', 'Сдельная (за объект)'));
    expect(chip('Ожидаемый доход', 'Укажу свой уровень')).toHaveAttribute('aria-pressed', 'true');
    expect(textbox('Ваш уровень дохода')).toHaveValue('');
    await user.click(chip('Формат оплаты', 'Сдельная (за объект)'));
    expect(chip('Формат оплаты', 'Сдельная (за объект)')).toHaveAttribute('aria-pressed', 'false');
    expect(group('Ожидаемый доход')).toHaveTextContent('Сначала выберите формат оплаты.');
  });

  it('lets "Нет" exclude the other tools', async () => {
    const { user } = renderPage();
    const tools = 'Инструмент и транспорт (необязательно)';
    await user.click(chip(tools, 'Электроинструмент'));
    await user.click(chip(tools, 'Личный автомобиль'));
    await user.click(chip(tools, 'Нет'));
    expect(chip(tools, 'Нет')).toHaveAttribute('aria-pressed', 'true');
    expect(chip(tools, 'Электроинструмент')).toHaveAttribute('aria-pressed', 'false');
    expect(chip(tools, 'Личный автомобиль')).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip(tools, 'Свой ручной инструмент'));
    expect(chip(tools, 'Нет')).toHaveAttribute('aria-pressed', 'false');
    expect(chip(tools, 'Свой ручной инструмент')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows every error on submit, scrolls to the first one and focuses it', async () => {
    fakeServer();
    const { user } = renderPage();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await user.click(submitButton());
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Укажите фамилию и имя.',
      'Укажите телефон в формате +7 (XXX) XXX-XX-XX.',
      'Укажите e-mail.',
      'Выберите город.',
      'Выберите должность.',
      'Выберите формат занятости.',
      'Укажите опыт работы.',
      'Отметьте хотя бы одно направление.',
      'Выберите дату начала.',
      'Укажите готовность к командировкам/вахте.',
      'Выберите хотя бы один вариант графика.',
      'Выберите формат оплаты.',
      'Выберите ожидаемый доход.',
      'Дайте согласие на обработку данных.',
    ]);
    const fio = textbox('Фамилия и имя');
    expect(fio).toHaveFocus();
    expect(fio).toHaveAttribute('aria-invalid', 'true');
    expect(fio).toHaveAccessibleDescription('Укажите фамилию и имя.');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    // An error disappears once its field is edited.
    await user.type(fio, 'П');
    expect(screen.queryByText('Укажите фамилию и имя.')).not.toBeInTheDocument();
    expect(fio).not.toHaveAttribute('aria-invalid');
    await user.click(chip('Должность', 'Инженер ПНР'));
    expect(screen.queryByText('Выберите должность.')).not.toBeInTheDocument();
  });

  it('scrolls to the first error further down when the top is valid', async () => {
    fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    await user.click(chip('Направления работ', 'Электромонтажные работы'));
    await user.click(submitButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Отметьте хотя бы одно направление.',
    ]);
    expect(chip('Направления работ', 'Электромонтажные работы')).toHaveFocus();
  });

  it('asks for the amount when own level is chosen, and checks the e-mail shape', async () => {
    fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    await user.clear(textbox('Ваш уровень дохода'));
    await user.clear(textbox('E-mail'));
    await user.type(textbox('E-mail'), 'petrov@');
    await user.click(submitButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Неверный формат e-mail.',
      'Укажите сумму.',
    ]);
  });

  it('"Очистить форму" resets everything and scrolls to the top', async () => {
    fakeServer();
    const { user } = renderPage();
    await fillValid(user);
    await user.click(chip('Инструмент и транспорт (необязательно)', 'Нет'));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await user.click(clearButton());
    expect(textbox('Фамилия и имя')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('');
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(screen.getByRole('checkbox', { name: /согласен/ })).not.toBeChecked();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
