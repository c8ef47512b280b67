import { useState } from 'react';
import { downloadLeadResume, leadErrorMessage } from '../../../api/leads-client';
import { formatFileSize } from '../../../domain/applications/file-size';
import type { LeadResume as Resume } from '../../../domain/leads/lead-records';
import { showToast } from '../../../ui/toast/toast-store';

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/** The resume of an application: name, size, type and its download (with the bearer token). */
export function LeadResume({ leadId, resume }: { leadId: number; resume: Resume }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadLeadResume(leadId, resume.name);
    } catch (error) {
      showToast(leadErrorMessage(error), { placement: 'dock', durationMs: 5000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="lead-resume">
      <p className="lead-resume__name">{resume.name}</p>
      <p className="lead-resume__meta">
        {formatFileSize(resume.size)}
        {resume.type ? ` · ${TYPE_LABELS[resume.type] ?? resume.type}` : ''}
      </p>
      <button type="button" className="button" onClick={() => void download()} disabled={busy}>
        {busy ? 'Загрузка…' : 'Скачать резюме'}
      </button>
    </div>
  );
}
