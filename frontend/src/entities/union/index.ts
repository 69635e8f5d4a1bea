//! The union as every area shows it: status names, colours and badge, and the screens' addresses.
export { UNION_CREATE_PATH, UNION_LIST_PATH, unionEditPath } from './paths';
export { UNION_STATUS_ORDER, UNION_STATUSES, unionStatusInfo, type UnionStatus } from './status';
export { UnionStatusBadge } from './UnionStatusBadge';
