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
  if (isIslandLoadFailure(error)) return;
  console.error(error, info.componentStack);
}

/** Whether `error` is, or was caused by, a section's code that did not load. */
function isIslandLoadFailure(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof IslandLoadError) return true;
  }
  return false;
}

/**
 * React's handler of errors it recovered from. A section whose code did not load while hydrating
 * makes React give up its server HTML and render it anew, which fails the same way and reaches
 * IslandBoundary: told to the visitor there. Anything else is reported as React does by default.
 */
export function onRecoverableError(error: unknown): void {
  if (isIslandLoadFailure(error)) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
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
