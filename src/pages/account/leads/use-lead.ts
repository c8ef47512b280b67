import { useCallback, useEffect, useState } from 'react';
import {
  fetchLead,
  fetchLeadStaff,
  leadErrorMessage,
  retryLeadNotification,
  updateLead,
  type LeadChanges,
} from '../../../api/leads-client';
import { isApiError } from '../../../api/http';
import type {
  LeadDetail,
  LeadPerson,
  NotificationChannel,
} from '../../../domain/leads/lead-records';
import { refreshUnreadLeads } from '../../../features/auth/unread-leads-store';
import { showDockToast, showToast } from '../../../ui/toast/toast-store';
import { SAVED_TEXT } from '../save-profile';

export const RETRY_QUEUED_TEXT = 'Уведомление поставлено в очередь';
const ERROR_TOAST_MS = 5000;

export type LeadState =
  | { status: 'loading' }
  | { status: 'ready'; lead: LeadDetail }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

const failToast = (error: unknown) =>
  showToast(leadErrorMessage(error), { placement: 'dock', durationMs: ERROR_TOAST_MS });

/**
 * One lead: loaded (the server marks it read, so the unread count is asked again), the staff who
 * can be made responsible, status and responsible saved at once, a notification retried.
 */
export function useLead(id: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LeadState & { key: string }>({
    key: '',
    status: 'loading',
  });
  const [staff, setStaff] = useState<LeadPerson[]>([]);
  const [saving, setSaving] = useState(false);
  const [retrying, setRetrying] = useState<NotificationChannel | null>(null);
  const key = `${id}|${attempt}`;

  useEffect(() => {
    let live = true;
    fetchLead(id)
      .then((lead) => {
        if (!live) return;
        setState({ key, status: 'ready', lead });
        void refreshUnreadLeads();
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 404) setState({ key, status: 'missing' });
        else setState({ key, status: 'failed', message: leadErrorMessage(error) });
      });
    return () => {
      live = false;
    };
  }, [id, key]);

  useEffect(() => {
    let live = true;
    fetchLeadStaff()
      .then((people) => {
        if (live) setStaff(people);
      })
      .catch(() => {
        // Without the list the select still offers the current person and «Не назначен».
      });
    return () => {
      live = false;
    };
  }, []);

  const change = useCallback(
    async (changes: LeadChanges) => {
      setSaving(true);
      try {
        const lead = await updateLead(id, changes);
        setState((current) => ({ key: current.key, status: 'ready', lead }));
        showDockToast(SAVED_TEXT);
        if (changes.status !== undefined) void refreshUnreadLeads();
      } catch (error) {
        failToast(error);
      } finally {
        setSaving(false);
      }
    },
    [id],
  );

  const retry = useCallback(
    async (channel: NotificationChannel) => {
      setRetrying(channel);
      try {
        const notification = await retryLeadNotification(id, channel);
        setState((current) =>
          current.status === 'ready'
            ? {
                ...current,
                lead: {
                  ...current.lead,
                  notifications: current.lead.notifications.map((item) =>
                    item.channel === channel ? notification : item,
                  ),
                },
              }
            : current,
        );
        showDockToast(RETRY_QUEUED_TEXT);
      } catch (error) {
        failToast(error);
      } finally {
        setRetrying(null);
      }
    },
    [id],
  );

  const shown: LeadState = state.key === key ? state : { status: 'loading' };
  return {
    state: shown,
    staff,
    saving,
    retrying,
    change,
    retry,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
