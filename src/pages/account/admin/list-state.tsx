import type { ReactNode } from 'react';
import { EMPTY_TEXT, LOADING_TEXT } from '../loading-text';
import type { ListStatus } from './use-user-list';

export const LIST_FAILED_TEXT = 'Не удалось загрузить список пользователей.';

/** 'Загрузка…' while loading, 'Нет данных' for an empty list, a retry after a failure. */
export function ListState({
  status,
  empty,
  onRetry,
  children,
}: {
  status: ListStatus;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
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
        <p>{LIST_FAILED_TEXT}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          Повторить
        </button>
      </div>
    );
  }
  if (empty) return <p className="list-state">{EMPTY_TEXT}</p>;
  return children;
}
