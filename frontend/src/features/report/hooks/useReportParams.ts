//! The report and the union a report page is about, from the spec's query (`report_no`,
//! `issno`): null when absent or not a whole positive number.
import { useSearchParams } from 'react-router-dom';
import { idParam } from '../model';

export function useReportParams(): { reportId: number | null; unionId: number | null } {
  const [params] = useSearchParams();
  return { reportId: idParam(params.get('report_no')), unionId: idParam(params.get('issno')) };
}
