import type { FormEvent } from 'react';

/** A form's onSubmit: the app sends it (never the browser's own submit), by `submit`. */
export function submitWith(submit: () => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
}
