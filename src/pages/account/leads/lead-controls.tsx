import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../domain/leads/lead-model';
import type { LeadDetail, LeadPerson } from '../../../domain/leads/lead-records';
import type { LeadChanges } from '../../../api/leads-client';
import { LabeledSelect } from '../labeled-select';
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
  return (
    <div className="lead-controls">
      <LabeledSelect
        label="Статус"
        value={lead.status}
        disabled={saving}
        options={LEAD_STATUSES.map((status) => ({
          value: status,
          label: LEAD_STATUS_LABELS[status],
        }))}
        onChange={(status) => {
          if (isLeadStatus(status) && status !== lead.status) onChange({ status });
        }}
      />
      <LabeledSelect
        label="Ответственный"
        value={lead.assignee?.id ?? ''}
        disabled={saving}
        options={[
          { value: '', label: NOT_ASSIGNED_TEXT },
          ...choices(staff, lead.assignee).map((person) => ({
            value: person.id,
            label: person.name || person.id,
          })),
        ]}
        onChange={(value) => {
          const assigneeId = value || null;
          if (assigneeId !== (lead.assignee?.id ?? null)) onChange({ assigneeId });
        }}
      />
      {saving ? (
        <p className="lead-controls__saving" role="status">
          Сохранение…
        </p>
      ) : null}
    </div>
  );
}
