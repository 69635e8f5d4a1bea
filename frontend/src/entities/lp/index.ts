//! The LP as every area shows it: member status names, colours and badge, and the LP type.
export { LpStatusBadge } from './LpStatusBadge';
export { LP_TYPE_CODES, LP_TYPES, lpTypeLabel, type LpType } from './lpType';
export { LP_STATUS_ORDER, LP_STATUSES, lpStatusInfo, type LpStatus } from './status';
