//! The success address: confirms the payment the window reported, once per payment (React's
//! development double effects included). A reload confirms again, which is safe: the server
//! answers the order already paid as it is.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useConfirmPaymentMutation, type ConfirmBody, type OrderDto } from '../api';
import { readSuccessReturn } from '../model';

export type ConfirmState =
  | { status: 'missing' }
  | { status: 'pending' }
  | { status: 'paid'; order: OrderDto }
  | { status: 'failed'; error: ApiError };

export function useConfirmReturn(): { state: ConfirmState; retry: () => void } {
  const [params] = useSearchParams();
  const body = useMemo(() => readSuccessReturn(params), [params]);
  const [confirm] = useConfirmPaymentMutation();
  const sentFor = useRef<string | null>(null);
  // Kept here, not in the mutation's state, which is dropped when its hook's effect is cleaned.
  const [result, setResult] = useState<ConfirmState>({ status: 'pending' });

  const send = useCallback(
    async (confirmBody: ConfirmBody) => {
      setResult({ status: 'pending' });
      try {
        setResult({ status: 'paid', order: await confirm({ confirmBody }).unwrap() });
      } catch (caught) {
        setResult({ status: 'failed', error: caught as ApiError });
      }
    },
    [confirm],
  );

  useEffect(() => {
    if (!body) return;
    const key = `${body.order_key}|${body.payment_key}|${body.amount}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    void send(body);
  }, [body, send]);

  const retry = useCallback(() => {
    if (body && result.status === 'failed') void send(body);
  }, [body, result.status, send]);

  return { state: body ? result : { status: 'missing' }, retry };
}
