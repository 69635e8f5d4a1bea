//! The application as every area shows it: status names, colours and badge, and its address.
export { ApplicantStatusBadge } from './ApplicantStatusBadge';
export { applicantDetailPath } from './paths';
export {
  APPLICANT_STATUS_ORDER,
  APPLICANT_STATUSES,
  applicantStatusInfo,
  type ApplicantStatus,
} from './status';
