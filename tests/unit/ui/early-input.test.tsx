import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { serverRendered } from '../support/server-rendered';
import {
  holdEarlyInput,
  replayEarlyInput,
  watchEarlyInput,
} from '../../../src/ui/form/early-input';

function Fields() {
  const [area, setArea] = useState('');
  const [kind, setKind] = useState('office');
  return (
    <form>
      <label>
        Площадь
        <input value={area} onChange={(event) => setArea(event.target.value)} />
      </label>
      <label>
        Тип
        <select value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="office">Офис</option>
          <option value="retail">Магазин</option>
        </select>
      </label>
      <output aria-label="Состояние">{`${area}|${kind}`}</output>
    </form>
  );
}

/** What a visitor does to the server's HTML: the browser changes the field and fires events. */
function typeBeforeHydration(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

describe('fields changed before the app hydrated the page', () => {
  it('reach the app as changes once it has hydrated, and are not wiped by the next render', async () => {
    watchEarlyInput();
    const page = serverRendered(<Fields />);
    const { container } = page;
    typeBeforeHydration(container.querySelector('input')!, '120');
    typeBeforeHydration(container.querySelector('select')!, 'retail');
    await page.hydrate();
    expect(screen.getByRole('status', { name: 'Состояние' })).toHaveTextContent('|office');

    let replayed = 0;
    act(() => {
      replayed = replayEarlyInput();
    });
    expect(replayed).toBe(2);
    expect(screen.getByRole('status', { name: 'Состояние' })).toHaveTextContent('120|retail');
    await userEvent.type(screen.getByRole('textbox', { name: 'Площадь' }), '0');
    expect(screen.getByRole('textbox', { name: 'Площадь' })).toHaveValue('1200');
    expect(replayEarlyInput()).toBe(0);
  });

  it('in a region that hydrates later (an island), wait for that region, not the page', async () => {
    watchEarlyInput();
    const page = serverRendered(<Fields />);
    const { container } = page;
    holdEarlyInput(container);
    typeBeforeHydration(container.querySelector('input')!, '80');
    await page.hydrate();
    let replayed = -1;
    act(() => {
      replayed = replayEarlyInput();
    });
    expect(replayed).toBe(0);
    expect(screen.getByRole('status', { name: 'Состояние' })).toHaveTextContent('|office');
    // Typed after the page hydrated, still before the region did: noted too.
    typeBeforeHydration(container.querySelector('select')!, 'retail');
    act(() => {
      replayed = replayEarlyInput(container);
    });
    expect(replayed).toBe(2);
    expect(screen.getByRole('status', { name: 'Состояние' })).toHaveTextContent('80|retail');
    expect(replayEarlyInput(container)).toBe(0);
  });
});
