//! The legacy report a page is about (`rpt_mng_no`, null when absent or not a whole positive
//! number) and the company asked for (`cmpy`, as written: its range depends on the report).
import { useSearchParams } from 'react-router-dom';
import { idParam } from '@/features/report/model';

export function useLegacyParams(): { reportNo: number | null; company: string | null } {
  const [params] = useSearchParams();
  return { reportNo: idParam(params.get('rpt_mng_no')), company: params.get('cmpy') };
}
