import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCitiesCache } from '../../../src/api/cities';
import { CitySelect } from '../../../src/ui/city-select/city-select';

const CITIES_FILE = readFileSync(resolve(__dirname, '../../../public/data/cities-ru.json'), 'utf8');

function Harness({ initial = '', invalid = false }: { initial?: string; invalid?: boolean }) {
  const [city, setCity] = useState(initial);
  return (
    <div>
      <label htmlFor="city">Город</label>
      <CitySelect
        id="city"
        value={city}
        onChange={setCity}
        invalid={invalid}
        describedBy={invalid ? 'city-error' : undefined}
      />
      {invalid ? <p id="city-error">Выберите город.</p> : null}
      <p>выбрано: {city || 'ничего'}</p>
      <button type="button">снаружи</button>
    </div>
  );
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  resetCitiesCache();
  fetchMock = vi.fn<typeof fetch>(async () => new Response(CITIES_FILE, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetCitiesCache();
});

const combobox = () => screen.getByRole('combobox', { name: 'Город' });

describe('CitySelect', () => {
  it('is a combobox named by its label, closed at first', () => {
    render(<Harness />);
    const input = combobox();
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', 'Начните вводить город');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the full list on first focus and filters it as one types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/data/cities-ru.json', { cache: 'no-cache' });
    const listbox = screen.getByRole('listbox', { name: 'Города' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox).toHaveStyle({ maxHeight: '320px' });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(180));

    await user.type(combobox(), 'северодв');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'СеверодвинскАрхангельская область',
    ]);
    await user.clear(combobox());
    await user.type(combobox(), 'татар');
    const found = screen.getAllByRole('option').map((option) => option.getAttribute('aria-label'));
    expect(found.slice(0, 2)).toEqual([
      'Казань, Республика Татарстан',
      'Набережные Челны, Республика Татарстан',
    ]);
  });

  it("shows 'Не найдено' when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'Лондон');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Не найдено');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('chooses with the arrows and Enter, and the input shows the city', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'арх');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /^Архангельск,/ })).toBeInTheDocument(),
    );
    // Typing highlights nothing (WAI-ARIA list autocomplete): the first ArrowDown lands on the
    // first match.
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0]!;
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(combobox()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('выбрано: Архангельск')).toBeInTheDocument();
    expect(combobox()).toHaveValue('Архангельск');
    expect(combobox()).toHaveFocus();
  });

  it('picks the first match with one ArrowDown and Enter after typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(180));
    await user.type(combobox(), 'Северод');
    expect(
      screen.getAllByRole('option').map((option) => option.getAttribute('aria-label')),
    ).toEqual([
      'Северодвинск, Архангельская область',
      'Северодонецк, Луганская Народная Республика',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('выбрано: Северодвинск')).toBeInTheDocument();
    expect(combobox()).toHaveValue('Северодвинск');
  });

  it('takes an exactly typed city with Enter when no option is highlighted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'Тверь');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('выбрано: Тверь')).toBeInTheDocument();
  });

  it('moves to the ends with Home and End and opens with ArrowDown on the chosen city', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Казань" />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    const chosen = screen.getByRole('option', { name: 'Казань, Республика Татарстан' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', chosen.id);
    await user.keyboard('{End}');
    const options = screen.getAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{Home}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
  });

  it('closes on Escape and keeps the chosen city', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Москва" />);
    await user.click(combobox());
    await user.keyboard('{Control>}a{/Control}Тве');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Москва');
    expect(screen.getByText('выбрано: Москва')).toBeInTheDocument();
  });

  it('chooses with a click and closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Санкт-Петербург, Санкт-Петербург' }));
    expect(screen.getByText('выбрано: Санкт-Петербург')).toBeInTheDocument();

    await user.click(combobox());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText(/^выбрано/));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('Санкт-Петербург');
  });

  it('keeps a typed exact name when leaving, and clears the value when emptied', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'королев');
    await user.tab();
    expect(screen.getByText('выбрано: Королёв')).toBeInTheDocument();
    expect(combobox()).toHaveValue('Королёв');

    await user.clear(combobox());
    await user.tab();
    expect(screen.getByText('выбрано: ничего')).toBeInTheDocument();

    await user.type(combobox(), 'Королевство');
    await user.tab();
    expect(screen.getByText('выбрано: ничего')).toBeInTheDocument();
    expect(combobox()).toHaveValue('');
  });

  it('keeps the fallback list silently when the file cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getAllByRole('option')).toHaveLength(15);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks an invalid field and points at its message', () => {
    render(<Harness invalid />);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('Выберите город.');
  });

  it('renders the same on the server and at hydration, without fetching', () => {
    const html = renderToString(<Harness initial="Архангельск" />);
    expect(html).toContain('value="Архангельск"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A hydration mismatch logs console.error, which fails the test (tests/setup/unit.ts).
    render(<Harness initial="Архангельск" />, { container, hydrate: true });
    expect(combobox()).toHaveValue('Архангельск');
    expect(fetchMock).not.toHaveBeenCalled();
    container.remove();
  });
});
