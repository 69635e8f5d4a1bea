//! Applicant (application progress) statuses, spec section 4, in the order the tabs show them,
//! with their Korean names and colours: the GP's screens and the LP's own pages call them alike.
import type { StatusInfo } from '@/shared/ui/StatusBadge';

export type ApplicantStatus = 'R' | 'C' | 'S' | 'P' | 'F';

export const APPLICANT_STATUSES: Record<ApplicantStatus, StatusInfo> = {
  R: { label: '심사중', color: 'blue' },
  C: { label: '심사완료', color: 'cyan' },
  S: { label: '서류제출', color: 'grape' },
  P: { label: '납입완료', color: 'teal' },
  F: { label: '출자마감', color: 'gray' },
};

export const APPLICANT_STATUS_ORDER: ApplicantStatus[] = ['R', 'C', 'S', 'P', 'F'];

/** An unknown code shows as itself, in grey. */
export function applicantStatusInfo(code: string): StatusInfo {
  return APPLICANT_STATUSES[code as ApplicantStatus] ?? { label: code, color: 'gray' };
}
