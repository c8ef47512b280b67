import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { serverRendered } from '../support/server-rendered';
import {
  changedFromHtml,
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

  it('typed before the watcher started (the entry loads after the first paint) are found by their values', async () => {
    const page = serverRendered(<Fields />);
    const { container } = page;
    typeBeforeHydration(container.querySelector('input')!, '75');
    typeBeforeHydration(container.querySelector('select')!, 'retail');
    watchEarlyInput();
    await page.hydrate();
    let replayed = 0;
    act(() => {
      replayed = replayEarlyInput();
    });
    expect(replayed).toBe(2);
    expect(screen.getByRole('status', { name: 'Состояние' })).toHaveTextContent('75|retail');
  });

  it('left as the server wrote them are not replayed', async () => {
    const page = serverRendered(<Fields />);
    watchEarlyInput();
    await page.hydrate();
    let replayed = -1;
    act(() => {
      replayed = replayEarlyInput();
    });
    expect(replayed).toBe(0);
    expect(screen.getByRole('status', { name: 'Состояние' })).toHaveTextContent('|office');
  });
});

describe("whether the visitor changed a field of the server's HTML", () => {
  const parse = (html: string) => {
    const form = document.createElement('form');
    form.innerHTML = html;
    return form.firstElementChild as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  };

  it('tells a text field or text area by its value against its default', () => {
    const input = parse('<input value="a">');
    expect(changedFromHtml(input)).toBe(false);
    input.value = 'ab';
    expect(changedFromHtml(input)).toBe(true);
    const area = parse('<textarea>x</textarea>');
    expect(changedFromHtml(area)).toBe(false);
    area.value = '';
    expect(changedFromHtml(area)).toBe(true);
  });

  it('tells a select by its chosen option, the first one counting as the default when none is', () => {
    const plain = parse('<select><option>a</option><option>b</option></select>');
    expect(changedFromHtml(plain)).toBe(false);
    plain.value = 'b';
    expect(changedFromHtml(plain)).toBe(true);
    const chosen = parse('<select><option>a</option><option selected>b</option></select>');
    expect(changedFromHtml(chosen)).toBe(false);
    chosen.value = 'a';
    expect(changedFromHtml(chosen)).toBe(true);
  });
});
