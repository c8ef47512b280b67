import { useId, type Ref } from 'react';
import { HONEYPOT_FIELD } from '../../domain/leads/spam-check';
import './honeypot-field.css';

export const HONEYPOT_LABEL = 'Не заполняйте это поле';

/**
 * The honeypot of a public form (issue 12): a text field people never see (off-screen, not
 * display:none, so bots still fill it), hidden from assistive technology and out of the tab order
 * (so axe's aria-hidden-focus passes). Uncontrolled: the same markup on the server and the client.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
