import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serverRendered } from '../support/server-rendered';
import { replayEarlyInput, watchEarlyInput } from '../../../src/ui/form/early-input';
import { useFormFields } from '../../../src/ui/form/use-form-fields';

interface Values {
  name: string;
  comment: string;
  consent: boolean;
}

function RequestForm() {
  const { values, setField, control } = useFormFields<Values, keyof Values>(
    () => ({ name: '', comment: '', consent: false }),
    ['name', 'comment', 'consent'],
  );
  return (
    <form>
      <label>
        Имя
        <input
          ref={control('name')}
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
        />
      </label>
      <label>
        Комментарий
        <textarea
          ref={control('comment')}
          value={values.comment}
          onChange={(event) => setField('comment', event.target.value)}
        />
      </label>
      <input
        ref={control('consent')}
        type="checkbox"
        aria-label="Согласие"
        checked={values.consent}
        onChange={(event) => setField('consent', event.target.checked)}
      />
      <output aria-label="В состоянии">{`${values.name}|${values.comment}`}</output>
    </form>
  );
}

describe('form fields typed into before the app hydrated the page', () => {
  it('keep their text: the form takes it into its state, and it survives the next edit', async () => {
    watchEarlyInput();
    const page = serverRendered(<RequestForm />);
    const { container } = page;
    // The visitor types into the server's HTML before the script arrives (the browser's events).
    for (const [selector, text] of [
      ['input', 'Иван'],
      ['textarea', 'Склад 120 кВт'],
    ] as const) {
      const field = container.querySelector(selector)!;
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await page.hydrate();
    // The app, hydrated, hands the form what was typed (ui/form/early-input: one mechanism).
    act(() => {
      replayEarlyInput();
    });
    expect(screen.getByRole('status', { name: 'В состоянии' })).toHaveTextContent(
      'Иван|Склад 120 кВт',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), ' Петров');
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Иван Петров');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Склад 120 кВт');
  });
});
