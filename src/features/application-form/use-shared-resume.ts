import { useEffect, useRef } from 'react';
import { readShareMarker, withoutShareMarker } from '../../config/share-target';
import { sharedResumeFile } from '../../offline/shared-resume';
import { takeSharedResume } from '../../offline/shared-resume-store';
import { SHARED_FILE_FAILED_TEXT } from './application-messages';
import { fieldId } from './field-ids';
import { scrollToField } from './scroll-to-field';
import { LOCATION_CHANGE_EVENT, scrollToId } from '../../ui/navigation';

export interface SharedResumeTarget {
  /** Takes the shared file as if the visitor had picked it (null: the share had no file). */
  pick: (file: File | null) => void;
  /** Shows a message on the resume field. */
  refuse: (error: string) => void;
  /** The resume is uploading (its input is disabled meanwhile, so the focus waits). */
  busy: boolean;
}

/** Removes the share marker from the address (history replace), and tells the router. */
function forgetMarker(): void {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${withoutShareMarker(search)}${hash}`,
  );
  window.dispatchEvent(new CustomEvent(LOCATION_CHANGE_EVENT));
}

/**
 * A resume shared to the installed app (`/pro?shared=…`, see src/config/share-target.ts): once the
 * form is on screen, takes the file the service worker kept, runs it through the form's own checks
 * and upload (the same as a picked file), removes the kept copy and the marker, and brings the
 * resume field into view; the focus goes to it once the upload (if any) has ended, so it lands on
 * the file input next to the file or the message. Runs once per page load.
 */
export function useSharedResume(target: SharedResumeTarget): void {
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  const started = useRef(false);
  const focusWanted = useRef(false);

  // After every render: once the shared file has been taken and is not uploading, focus the field.
  useEffect(() => {
    if (!focusWanted.current || target.busy) return;
    focusWanted.current = false;
    window.requestAnimationFrame(() => scrollToField('resume'));
  });

  useEffect(() => {
    if (started.current) return;
    const outcome = readShareMarker(window.location.search);
    if (!outcome) return;
    started.current = true;
    forgetMarker();
    const arrive = (apply: (current: SharedResumeTarget) => void) => {
      focusWanted.current = true;
      apply(targetRef.current);
      window.requestAnimationFrame(() => scrollToId(fieldId('resume')));
    };
    if (outcome.kind === 'empty') arrive((current) => current.pick(null));
    else if (outcome.kind === 'failed')
      arrive((current) => current.refuse(SHARED_FILE_FAILED_TEXT));
    else {
      void takeSharedResume(outcome.key).then((record) =>
        arrive((current) =>
          record ? current.pick(sharedResumeFile(record)) : current.refuse(SHARED_FILE_FAILED_TEXT),
        ),
      );
    }
  }, []);
}
