import { useRef, useState } from 'react';
import { applicationsClient, type ApplicationsClient } from '../../api/applications-client';
import {
  EMPTY_APPLICATION,
  type ApplicationValues,
  type MultiChoiceField,
  type SingleChoiceField,
} from '../../domain/applications/application';
import { chooseMulti, chooseSingle } from '../../domain/applications/choices';
import { FILE_UPLOADING_MESSAGE } from '../../domain/applications/file-rules';
import {
  firstErrorField,
  validateApplication,
  type ApplicationErrors,
} from '../../domain/applications/validation';
import { isOnline } from '../../offline/connectivity';
import { queueApplication, type QueueApplication } from '../../offline/queue-application';
import { useSpamSignals } from '../../ui/form/use-spam-signals';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toast/toast-store';
import { APPLICATION_SUCCESS_TEXT } from './application-messages';
import { scrollToField, scrollToTop } from './scroll-to-field';
import { useResume } from './use-resume';
import { useSharedResume } from './use-shared-resume';
import type { SubmitDeps } from './deliver-application';
import { loadOnce, useLoadOnEdit } from '../../ui/form/load-on-edit';

export type ApplicationFormErrors = ApplicationErrors & { resume?: string };
export type ApplicationFormStatus = 'editing' | 'sending' | 'queued' | 'held' | 'failed';
export type TextField = 'fio' | 'phone' | 'email' | 'city' | 'customIncome' | 'portfolio' | 'about';

export interface ApplicationFormDeps {
  client?: ApplicationsClient;
  queue?: QueueApplication;
}

function without(errors: ApplicationFormErrors, fields: readonly string[]): ApplicationFormErrors {
  if (!fields.some((field) => field in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !fields.includes(key)));
}

const loadDelivery = loadOnce(() => import('./deliver-application'));

/**
 * State of the application form (accounts spec §4.1): the answers, their errors (each cleared
 * once its field is edited), the resume, and the form's own state: editing, sending, queued on
 * the device, failed.
 */
export function useApplicationForm({
  client = applicationsClient,
  queue = queueApplication,
}: ApplicationFormDeps = {}) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<ApplicationFormErrors>({});
  const [status, setStatus] = useState<ApplicationFormStatus>('editing');
  useLoadOnEdit(values, loadDelivery);
  const resumeState = useResume(client);
  const { resume } = resumeState;
  const sending = useRef(false);
  const spam = useSpamSignals();

  const clearErrors = (...fields: string[]) => setErrors((current) => without(current, fields));

  const setText = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors(field);
  };
  const toggleSingle = (field: SingleChoiceField, option: string) => {
    setValues((current) => chooseSingle(current, field, option));
    clearErrors(field, ...(field === 'payType' ? ['income', 'customIncome'] : []));
    if (field === 'income') clearErrors('customIncome');
  };
  const toggleMulti = (field: MultiChoiceField, option: string) => {
    setValues((current) => chooseMulti(current, field, option));
    clearErrors(field);
  };
  const setAgree = (agree: boolean) => {
    setValues((current) => ({ ...current, agree }));
    clearErrors('agree');
  };
  const pickResume = (file: File | null) => {
    resumeState.pick(file);
    clearErrors('resume');
  };

  // A resume shared to the installed app arrives as if it had been picked.
  useSharedResume({
    pick: pickResume,
    refuse: resumeState.refuse,
    busy: resume.status === 'uploading',
  });

  const resetAll = () => {
    setValues(EMPTY_APPLICATION);
    setErrors({});
    resumeState.reset();
  };

  /** 'Очистить форму': everything back to empty, and the page back to its top. */
  const clear = () => {
    resetAll();
    setStatus('editing');
    scrollToTop();
  };

  const deliveryDeps: SubmitDeps = {
    client,
    queue,
    resumeState,
    readSignals: spam.read,
    onSent: () => {
      showToast(APPLICATION_SUCCESS_TEXT, { durationMs: SUCCESS_TOAST_MS });
      resetAll();
      spam.restart();
      setStatus('editing');
    },
    onQueued: (held) => {
      resetAll();
      spam.restart();
      setStatus(held ? 'held' : 'queued');
    },
    onFailed: () => setStatus('failed'),
    onUploadRefused: () => {
      setStatus('editing');
      scrollToField('resume');
    },
  };

  const submit = async () => {
    if (sending.current) return;
    if (resume.status === 'uploading') {
      setErrors((current) => ({ ...current, resume: FILE_UPLOADING_MESSAGE }));
      scrollToField('resume');
      return;
    }
    const found = validateApplication(values);
    const first = firstErrorField(found);
    if (first) {
      setErrors(found);
      scrollToField(first);
      return;
    }
    sending.current = true;
    setErrors({});
    setStatus('sending');
    try {
      const offline = typeof navigator !== 'undefined' && (!navigator.onLine || !isOnline());
      const delivery = await loadDelivery().catch(() => null);
      // Its code could not be loaded (the first visit, before the offline cache, and no network).
      if (!delivery) setStatus('failed');
      else await delivery.createDelivery(deliveryDeps)(values, offline);
    } finally {
      sending.current = false;
    }
  };

  return {
    values,
    errors,
    status,
    resume,
    setText,
    toggleSingle,
    toggleMulti,
    setAgree,
    pickResume,
    removeResume: resumeState.reset,
    clear,
    submit,
    honeypot: spam.honeypot,
  };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>;
