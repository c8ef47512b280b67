import { describeLeadEvent, eventActor } from '../../../domain/leads/lead-history';
import type { LeadEvent } from '../../../domain/leads/lead-records';
import { moscowTime } from './lead-table';

/** The lead's trail, oldest first: when, who (or «Система»), what changed. */
export function LeadHistory({ history }: { history: LeadEvent[] }) {
  if (history.length === 0) return <p className="lead-view__muted">Истории пока нет.</p>;
  return (
    <ol className="lead-history">
      {history.map((event, index) => (
        <li key={index} className="lead-history__item">
          <time className="lead-history__time" dateTime={event.at}>
            {moscowTime(event.at)}
          </time>
          <span className="lead-history__actor">{eventActor(event)}</span>
          <span className="lead-history__what">{describeLeadEvent(event)}</span>
        </li>
      ))}
    </ol>
  );
}
