import { useState } from 'react';
import type { Validation } from '../../domain/accounts/credentials';
import { useFormFields, type FieldErrorMap } from '../../ui/form/use-form-fields';
import { ERROR_TITLE, errorText } from './error-text';
import { readFormDraft, writeFormDraft } from './form-drafts';
import { dismissAuthModal, getAuthModal, showMessage } from './modal-store';

export interface AuthFormOptions<V extends object, F extends string, P> {
  /** Where the typed values are kept while an error message covers the form. */
  draftKey: string;
  empty: V;
  /** The fields in the form's order (the first invalid one takes focus). */
  fields: readonly F[];
  /** The domain's check: what the call takes, or the fields' errors. */
  check: (values: V) => Validation<P, F>;
  /** The call; signs in with its answer. */
  send: (value: P) => Promise<void>;
  /** §8: the errors a failed call shows on the fields, or null for the 'Ошибка' modal. */
  errorsFor: (error: unknown) => FieldErrorMap<F> | null;
}

/**
 * State and submission of an account modal's form (login, register: accounts §5.3, §5.4, §8): the
 * values kept as a draft, checked before the call; the modal closed once it succeeds, its errors on
 * the fields or in the 'Ошибка' modal (which gives this form back when closed).
 */
export function useAuthForm<V extends object, F extends string, P>({
  draftKey,
  empty,
  fields,
  check,
  send,
  errorsFor,
}: AuthFormOptions<V, F, P>) {
  const form = useFormFields<V, F>(
    () => readFormDraft<V>(draftKey, empty),
    fields,
    (next) => writeFormDraft(draftKey, next),
  );
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const checked = check(form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const modal = getAuthModal();
    setSending(true);
    try {
      await send(checked.value);
      dismissAuthModal();
    } catch (error) {
      const mapped = errorsFor(error);
      if (mapped) form.showErrors(mapped);
      else showMessage(ERROR_TITLE, errorText(error), modal ? { returnTo: modal } : {});
    } finally {
      setSending(false);
    }
  };

  return { ...form, sending, submit };
}
