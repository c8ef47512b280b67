import { useEffect, useRef } from 'react';
import { readShareMarker, withoutShareMarker } from '../../config/share-target';
import { sharedResumeFile } from '../../offline/shared-resume';
import { takeSharedResume } from '../../offline/shared-resume-store';
import { LOCATION_CHANGE_EVENT } from '../../ui/navigation';
import { SHARED_FILE_FAILED_TEXT } from './application-messages';
import { scrollToField } from './scroll-to-field';

export interface SharedResumeTarget {
  /** Takes the shared file as if the visitor had picked it (null: the share had no file). */
  pick: (file: File | null) => void;
  /** Shows a message on the resume field. */
  refuse: (error: string) => void;
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
 * resume field into view with the focus on it. Runs once per page load.
 */
export function useSharedResume(target: SharedResumeTarget): void {
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const outcome = readShareMarker(window.location.search);
    if (!outcome) return;
    started.current = true;
    forgetMarker();
    const show = () => window.requestAnimationFrame(() => scrollToField('resume'));
    if (outcome.kind !== 'kept') {
      if (outcome.kind === 'empty') targetRef.current.pick(null);
      else targetRef.current.refuse(SHARED_FILE_FAILED_TEXT);
      show();
      return;
    }
    void takeSharedResume(outcome.key).then((record) => {
      if (record) targetRef.current.pick(sharedResumeFile(record));
      else targetRef.current.refuse(SHARED_FILE_FAILED_TEXT);
      show();
    });
  }, []);
}
