//! Public entry of the union feature: what the LP screens and the LP's own pages reuse (status
//! names, colours and badges, LP types, paths).
export { ApplicantStatusBadge } from './components/ApplicantStatusBadge';
export { UnionStatusBadge } from './components/UnionStatusBadge';
export {
  APPLICANT_STATUS_ORDER,
  applicantDetailPath,
  applicantStatusInfo,
  lpTypeLabel,
  statusInfo,
  UNION_CREATE_PATH,
} from './model';
