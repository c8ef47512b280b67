import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterBridge } from '../../../src/app/router-bridge';
import { SiteSearch } from '../../../src/features/site-search/site-search';

function Where() {
  const { pathname, hash } = useLocation();
  return <p>at {`${pathname}${hash}`}</p>;
}

function renderSearch(start = '/legal/terms') {
  render(
    <MemoryRouter initialEntries={[start]}>
      <RouterBridge />
      <SiteSearch />
      <button type="button">снаружи</button>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Поиск по сайту' });
}

/** The search rendered and this text typed into it; the user and the input, for what follows. */
async function searchFor(text: string) {
  const user = userEvent.setup();
  const input = renderSearch();
  await user.type(input, text);
  return { user, input };
}

describe('SiteSearch combobox', () => {
  it('is a labelled combobox with the «Поиск» placeholder, closed at first', () => {
    const input = renderSearch();
    expect(input).toHaveAttribute('placeholder', 'Поиск');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('lists results as options, moves with the arrows and opens one with Enter', async () => {
    const { user, input } = await searchFor('видео');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Видеонаблюдение');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{Enter}');
    expect(screen.getByText('at /services/lowcurrent#cctv')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the first result on Enter when none is highlighted', async () => {
    await searchFor('ищу работу{Enter}');
    expect(screen.getByText('at /pro')).toBeInTheDocument();
  });

  it('opens a result on click', async () => {
    const { user } = await searchFor('cookie');
    await user.click(screen.getByRole('option', { name: /Политика cookie/ }));
    expect(screen.getByText('at /legal/cookies')).toBeInTheDocument();
  });

  it('shows «Ничего не найдено» when nothing matches', async () => {
    const { input } = await searchFor('абракадабра');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ничего не найдено')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes and clears on Escape', async () => {
    const { user, input } = await searchFor('щит');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('at /legal/terms')).toBeInTheDocument();
  });

  it('closes on a click outside and keeps the text', async () => {
    const { user, input } = await searchFor('отоп');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'снаружи' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('отоп');
  });

  it('shows at most eight results', async () => {
    await searchFor('проект');
    expect(screen.getAllByRole('option')).toHaveLength(8);
  });
});
