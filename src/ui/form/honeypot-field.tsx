import { useId, useLayoutEffect, useSyncExternalStore } from 'react';
import { HONEYPOT_FIELD } from '../../domain/leads/spam-check';
import { now, type HoneypotRefs } from './use-spam-signals';
import './honeypot-field.css';

export const HONEYPOT_LABEL = 'Не заполняйте это поле';

const subscribeNothing = () => () => undefined;

/**
 * The honeypot of a public form (issue 12): a text field people never see (off-screen, not
 * display:none, so bots still fill it), hidden from assistive technology and out of the tab order
 * (so axe's aria-hidden-focus passes). Uncontrolled: the same markup on the server and the client.
 *
 * It also notes when its form appeared (`shownAt`, see useSpamSignals): at navigation start when it
 * is hydrated from the server's HTML, else as it mounts. The store that tells a hydration apart
 * makes React render this small field again after hydration, not the form around it.
 */
export function HoneypotField({ inputRef, shownAt }: HoneypotRefs) {
  const id = useId();
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  // Noted once, as the field mounts: the render after hydration (hydrating now false) keeps it.
  useLayoutEffect(() => {
    shownAt.current ??= hydrating ? 0 : now();
  }, [hydrating, shownAt]);
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
