import { useId, useState, type ReactNode } from 'react';
import { scrollToId } from '../../ui/navigation';
import './reveal-hint.css';

/**
 * A call-to-action button that reveals a hint below it (aria-expanded/aria-controls), with a link
 * to the contact form of the page. A second click hides the hint again.
 */
export function RevealHint({
  buttonLabel,
  children,
  contactId = 'contact',
}: {
  buttonLabel: string;
  children: ReactNode;
  contactId?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="reveal-hint">
      <button
        type="button"
        className="button button--accent reveal-hint__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {buttonLabel}
      </button>
      <div id={id} className="reveal-hint__panel" role="status" hidden={!open}>
        {open ? (
          <>
            <p className="reveal-hint__text">{children}</p>
            <a
              className="reveal-hint__link"
              href={`#${contactId}`}
              onClick={(event) => {
                if (scrollToId(contactId)) event.preventDefault();
              }}
            >
              Перейти к заявке
            </a>
          </>
        ) : null}
      </div>
    </div>
  );
}
