import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dropdown } from '../../../src/ui/dropdown/dropdown';

const OPTIONS = ['Вентиляция', 'Видеонаблюдение', 'Электрика', 'Другое'].map((label) => ({
  value: label,
  label,
}));

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <span id="topic-label">Тема</span>
      <Dropdown
        labelId="topic-label"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        placeholder="-- Выберите вариант --"
      />
      <p>выбрано: {value || 'ничего'}</p>
      <button type="button">снаружи</button>
    </div>
  );
}

describe('Dropdown', () => {
  it('shows the placeholder, opens a listbox of at most 280 px and picks by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Тема -- Выберите вариант --' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(button);
    const listbox = screen.getByRole('listbox', { name: 'Тема' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(listbox).toHaveFocus();
    expect(listbox).toHaveStyle({ maxHeight: '280px' });
    expect(screen.getAllByRole('option')).toHaveLength(4);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(listbox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Электрика' }).id,
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('выбрано: Электрика')).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Тема Электрика');
  });

  it('moves with Home and End, opens with ArrowDown and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Видеонаблюдение" />);
    const button = screen.getByRole('button', { name: /^Тема/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(screen.getByRole('option', { name: 'Видеонаблюдение' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Видеонаблюдение' }).id,
    );
    await user.keyboard('{End}');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Другое' }).id,
    );
    await user.keyboard('{Home}');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Вентиляция' }).id,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.getByText('выбрано: Видеонаблюдение')).toBeInTheDocument();
  });

  it('jumps by typed letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Тема/ }));
    await user.keyboard('э');
    expect(screen.getByRole('listbox').getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Электрика' }).id,
    );
    await user.keyboard(' ');
    expect(screen.getByText('выбрано: Электрика')).toBeInTheDocument();
  });

  it('picks by click and closes on a click outside without choosing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: /^Тема/ });
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Другое' }));
    expect(screen.getByText('выбрано: Другое')).toBeInTheDocument();

    await user.click(button);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText(/выбрано/));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('выбрано: Другое')).toBeInTheDocument();
  });

  it('closes when Tab moves focus away', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Тема/ }));
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
