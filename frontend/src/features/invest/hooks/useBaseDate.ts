//! The base date the screens value the ledger on, kept in the address (`?base_date=`) so the list,
//! its detail and a reload all read the same day; without it, today in Korea.
import { useSearchParams } from 'react-router-dom';
import { koreanToday } from '@/shared/format';
import { BASE_DATE_PARAM, dateParam } from '../model';

export function useBaseDate() {
  const [params, setParams] = useSearchParams();
  /** The date asked for in the address, or null for today. */
  const chosen = dateParam(params.get(BASE_DATE_PARAM));
  const setBaseDate = (date: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (dateParam(date) === null) next.delete(BASE_DATE_PARAM);
        else next.set(BASE_DATE_PARAM, date);
        return next;
      },
      { replace: true },
    );
  return { chosen, baseDate: chosen ?? koreanToday(), setBaseDate, params };
}
