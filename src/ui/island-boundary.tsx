import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * What a section shows in place of itself when its code did not arrive: the page was opened before
 * the service worker kept the chunk and the network went, or a deploy removed it. The browser does
 * not fetch a failed module again (it keeps the failure), so only a reload helps.
 */
export const ISLAND_FAILED_TEXT =
  'Этот раздел не загрузился. Проверьте подключение и обновите страницу.';
export const ISLAND_RELOAD_LABEL = 'Обновить страницу';

/** A section's chunk that failed to load: shown by IslandBoundary, not reported as a crash. */
export class IslandLoadError extends Error {
  constructor(cause: unknown) {
    super('a section’s code did not load', { cause });
    this.name = 'IslandLoadError';
  }
}

/**
 * React's handler of errors a boundary caught: a section whose code did not load is already told to
 * the visitor (IslandBoundary); anything else is logged as React logs it by default.
 */
export function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof IslandLoadError) return;
  console.error(error, info.componentStack);
}

interface State {
  error: unknown;
}

/**
 * Keeps the rest of the page working when one section's code fails to load: without it the error
 * reaches the root and React removes the whole page. Other errors go on to the boundary above.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof IslandLoadError)) throw error;
    return (
      <div className="island-failed" role="alert">
        <p>{ISLAND_FAILED_TEXT}</p>
        <button type="button" className="button button--ghost" onClick={() => location.reload()}>
          {ISLAND_RELOAD_LABEL}
        </button>
      </div>
    );
  }
}
