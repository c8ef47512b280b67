import type { ReactNode } from 'react';
import { EMPTY_TEXT, LOADING_TEXT } from '../loading-text';
import type { ListStatus } from './use-user-list';

export const LIST_FAILED_TEXT = 'Не удалось загрузить список пользователей.';

/**
 * 'Загрузка…' while loading, 'Нет данных' (or `emptyText`) for an empty list, a retry after a
 * failure (`failedText`, the users list's by default).
 */
export function ListState({
  status,
  empty,
  onRetry,
  children,
  emptyText = EMPTY_TEXT,
  failedText = LIST_FAILED_TEXT,
}: {
  status: ListStatus;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
  emptyText?: string;
  failedText?: string;
}) {
  if (status === 'loading') {
    return (
      <p className="list-state" role="status">
        {LOADING_TEXT}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div className="list-state list-state--failed" role="alert">
        <p>{failedText}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          Повторить
        </button>
      </div>
    );
  }
  if (empty) return <p className="list-state">{emptyText}</p>;
  return children;
}
