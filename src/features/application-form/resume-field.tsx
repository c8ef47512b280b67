import { useRef, type ChangeEvent } from 'react';
import { APPLICATION_TEXT as T } from '../../content/vacancies/vacancies-texts';
import { RESUME_ACCEPT } from '../../domain/applications/file-rules';
import { formatFileSize } from '../../domain/applications/file-size';
import { FormField, fieldHintId } from '../../ui/form/form-field';
import { controlId, errorId, labelId } from './field-ids';
import type { ResumeState } from './use-resume';
import './resume-field.css';
import { ICON_PATHS, LineIcon } from '../../ui/line-icon';

export interface ResumeFieldProps {
  resume: ResumeState;
  /** A message from the form (waiting for the upload), shown while the upload runs. */
  error?: string;
  onPick: (file: File | null) => void;
  onRemove: () => void;
}

const HINT_ID = fieldHintId(controlId('resume'));

/**
 * The resume (accounts spec §2.2, §4.1): a file input with its hint; while uploading a spinner
 * and 'Загрузка файла…'; once uploaded (or kept on the device) the file's name and size with a
 * remove button; a failed check or upload shows its message on the field.
 */
export function ResumeField({ resume, error, onPick, onRemove }: ResumeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = resume.status === 'uploading';
  // The form's message (wait for the upload) holds only while the upload runs.
  const message = (uploading ? error : undefined) ?? ('error' in resume ? resume.error : undefined);
  const chosen = resume.status === 'uploaded' || resume.status === 'local' ? resume : null;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(event.target.files?.[0] ?? null);
    // The same file may be picked again after a failure or a removal.
    event.target.value = '';
  };

  return (
    <FormField
      id={controlId('resume')}
      label={T.resume}
      labelAs="text"
      optional
      error={message}
      className="resume-field"
      anchored
    >
      <div className="resume-field__row">
        <input
          ref={input}
          id={controlId('resume')}
          className="resume-field__input"
          type="file"
          name="resume"
          accept={RESUME_ACCEPT}
          disabled={uploading}
          aria-labelledby={labelId('resume')}
          aria-describedby={[HINT_ID, message ? errorId('resume') : ''].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          onChange={onChange}
        />
        <label
          htmlFor={controlId('resume')}
          className={`button button--ghost resume-field__pick${uploading ? ' resume-field__pick--disabled' : ''}`}
          aria-hidden="true"
        >
          {chosen ? T.resumeReplace : T.resumePick}
        </label>
        <p id={HINT_ID} className="form-field__hint">
          {T.resumeHint}
        </p>
      </div>
      {uploading ? (
        <p className="resume-field__status" role="status">
          <span className="resume-field__spinner" aria-hidden="true" />
          {T.uploading} <span className="resume-field__name">{resume.name}</span>
        </p>
      ) : null}
      {chosen ? (
        <div className="resume-field__file">
          <LineIcon className="resume-field__icon" d="M6 2h8l6 6v14H6z M14 2v6h6" weight={1.6} />
          <div className="resume-field__meta">
            <span className="resume-field__name">{chosen.name}</span>
            <span className="resume-field__size">
              {formatFileSize(chosen.file.size)} ·{' '}
              {chosen.status === 'uploaded' ? T.resumeUploaded : T.resumeLocal}
            </span>
          </div>
          <button
            type="button"
            className="resume-field__remove"
            aria-label={`${T.resumeRemove} ${chosen.name}`}
            onClick={() => {
              onRemove();
              input.current?.focus();
            }}
          >
            <LineIcon d={ICON_PATHS.close16} box={16} size={14} />
          </button>
        </div>
      ) : null}
    </FormField>
  );
}
