import type { FormHTMLAttributes } from 'react';
import { submitWith } from './submit-with';

export interface AppFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  /** Sends the form (the browser's own validation and submit never run). */
  onSubmit: () => unknown;
  /** While it sends: aria-busy. */
  busy?: boolean;
}

/** Every form of the site: checked and sent by the app, marked busy while it sends. */
export function AppForm({ onSubmit, busy = false, children, ...form }: AppFormProps) {
  return (
    <form {...form} noValidate onSubmit={submitWith(onSubmit)} aria-busy={busy || undefined}>
      {children}
    </form>
  );
}
