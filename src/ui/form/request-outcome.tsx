import { site } from '../../config/site';
import './request-outcome.css';

/** What a request form says when a send did not end in success (each form its own words). */
export interface RequestOutcomeTexts {
  /** No connection: kept on the device, sent later. */
  queued: string;
  /** The server cannot store it now (a 5xx): kept on the device too. */
  held: string;
  /** The send failed; the site's e-mail follows as a link. */
  failure: string;
}

/**
 * The note under a request form's button after a send: kept on the device (a status) or failed
 * with the site's e-mail to write to (an alert); nothing for any other state. `block` names
 * the form's own block (`contact-form` gives `contact-form__queued`, `contact-form__failure`).
 */
export function RequestOutcome({
  status,
  texts,
  block,
}: {
  status: string;
  texts: RequestOutcomeTexts;
  block: string;
}) {
  if (status === 'queued' || status === 'held') {
    return (
      <p className={`request-outcome request-outcome--queued ${block}__queued`} role="status">
        {status === 'held' ? texts.held : texts.queued}
      </p>
    );
  }
  if (status !== 'failed') return null;
  return (
    <p className={`request-outcome request-outcome--failure ${block}__failure`} role="alert">
      {texts.failure}
      <a href={`mailto:${site.email}`}>{site.email}</a>
    </p>
  );
}
