//! The reports being made: the create form starts the request and goes to /report/status, which
//! shows it '생성 중' until the server answers, then '완료' (the list has it) or '실패' with the
//! server's reason. One list per app store (a test's fresh store starts empty), emptied when the
//! session ends so the next user does not see it.
import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/baseQuery';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import type { Dispatch } from '@/shared/hooks/useAppDispatch';
import { selectToken, type SessionState } from '@/shared/session';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { reportEndpoints, type ReportBody } from './api';
import { DEFAULT_REPORT_TITLE, type PendingReport } from './model';

type Listener = () => void;

class PendingList {
  private entries: PendingReport[] = [];
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly current = () => this.entries;

  set(entries: PendingReport[]) {
    this.entries = entries;
    for (const listener of this.listeners) listener();
  }

  update(key: string, change: Partial<PendingReport>) {
    this.set(this.entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }
}

const lists = new WeakMap<Store, PendingList>();

function listOf(store: Store): PendingList {
  let list = lists.get(store);
  if (!list) {
    const created = new PendingList();
    const tokenOf = () => selectToken(store.getState() as { session: SessionState });
    let token = tokenOf();
    store.subscribe(() => {
      const next = tokenOf();
      if (token !== null && next === null) created.set([]);
      token = next;
    });
    lists.set(store, created);
    list = created;
  }
  return list;
}

/** The creations of this session, oldest first. */
export function usePendingReports(): PendingReport[] {
  const list = listOf(useStore());
  return useSyncExternalStore(list.subscribe, list.current);
}

/**
 * Starts making a report: it is listed '생성 중' at once, and the answer (which may come after
 * the form has gone) marks it done with a notification, or failed with the server's reason.
 */
export function useStartReport() {
  const store = useStore();
  return useCallback(
    (body: ReportBody, key: string) => {
      const list = listOf(store);
      const title = body.title?.trim() || DEFAULT_REPORT_TITLE;
      list.set([
        ...list.current().filter((entry) => entry.key !== key),
        {
          key,
          state: 'creating',
          title,
          baseDate: body.base_date,
          unionIds: body.union_ids ?? null,
        },
      ]);
      const request = (store.dispatch as Dispatch)(
        reportEndpoints.endpoints.createReport.initiate({
          'Idempotency-Key': key,
          reportBody: body,
        }),
      );
      // Once the session has ended the entry is gone, and its answer is nobody's business.
      const listed = () => list.current().some((entry) => entry.key === key);
      void request
        .unwrap()
        .then((card) => {
          if (!listed()) return;
          list.update(key, { state: 'done', card });
          notifySuccess(`'${card.title}' 보고서를 만들었습니다.`);
        })
        .catch((caught: Partial<ApiError>) => {
          if (!listed()) return;
          const reason =
            Object.values(caught.fieldErrors ?? {})[0] ?? caught.message ?? SERVER_ERROR_MESSAGE;
          list.update(key, { state: 'failed', error: reason });
          notifyError(reason, '보고서를 만들지 못했습니다.');
        })
        .finally(() => request.reset());
    },
    [store],
  );
}

/** Takes a refused creation off the table. */
export function useDismissPending() {
  const store = useStore();
  return useCallback(
    (key: string) => {
      const list = listOf(store);
      list.set(list.current().filter((entry) => entry.key !== key));
    },
    [store],
  );
}
