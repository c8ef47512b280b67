import { useId } from 'react';
import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../domain/leads/lead-model';
import type { LeadDetail, LeadPerson } from '../../../domain/leads/lead-records';
import type { LeadChanges } from '../../../api/leads-client';
import { NOT_ASSIGNED_TEXT } from './lead-table';

/** The people the select offers: the staff list, and the current person if the list lacks them. */
function choices(staff: LeadPerson[], current: LeadPerson | null): LeadPerson[] {
  if (!current || staff.some((person) => person.id === current.id)) return staff;
  return [current, ...staff];
}

/** Status and responsible of a lead, each saved as soon as it is chosen. */
export function LeadControls({
  lead,
  staff,
  saving,
  onChange,
}: {
  lead: LeadDetail;
  staff: LeadPerson[];
  saving: boolean;
  onChange: (changes: LeadChanges) => void;
}) {
  const id = useId();
  return (
    <div className="lead-controls">
      <div className="admin-filters__field">
        <label htmlFor={`${id}-status`} className="admin-filters__label">
          Статус
        </label>
        <select
          id={`${id}-status`}
          className="admin-filters__input"
          value={lead.status}
          disabled={saving}
          onChange={(event) => {
            const status = event.target.value;
            if (isLeadStatus(status) && status !== lead.status) onChange({ status });
          }}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-assignee`} className="admin-filters__label">
          Ответственный
        </label>
        <select
          id={`${id}-assignee`}
          className="admin-filters__input"
          value={lead.assignee?.id ?? ''}
          disabled={saving}
          onChange={(event) => {
            const assigneeId = event.target.value || null;
            if (assigneeId !== (lead.assignee?.id ?? null)) onChange({ assigneeId });
          }}
        >
          <option value="">{NOT_ASSIGNED_TEXT}</option>
          {choices(staff, lead.assignee).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name || person.id}
            </option>
          ))}
        </select>
      </div>
      {saving ? (
        <p className="lead-controls__saving" role="status">
          Сохранение…
        </p>
      ) : null}
    </div>
  );
}
