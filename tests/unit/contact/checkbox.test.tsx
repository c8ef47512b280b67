import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../../../src/ui/checkbox/checkbox';

function Harness() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox checked={checked} onChange={setChecked}>
      Согласен с <a href="/legal/privacy">условиями</a>
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is a named checkbox that toggles by click, Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Согласен с условиями' });
    expect(box).toHaveAttribute('aria-checked', 'false');

    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');

    await user.keyboard(' ');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-checked', 'false');

    await user.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-checked', 'false');
  });

  it('toggles by a click on the label text but not on its link', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('checkbox');
    await user.click(screen.getByText(/Согласен с/));
    expect(box).toHaveAttribute('aria-checked', 'true');
    const link = screen.getByRole('link', { name: 'условиями' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(box).toHaveAttribute('aria-checked', 'true');
  });
});
