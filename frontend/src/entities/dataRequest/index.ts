//! Data requests as both sides show them (the GP's request detail, the startup's inbox): a
//! startup's status in its colour, with the server's Korean name.
import type { components } from '@/api/gen/schema';
import type { StatusInfo } from '@/shared/ui/StatusBadge';

type RequestStatusCode = components['schemas']['RequestStatusCode'];

const STATUS_COLORS: Record<RequestStatusCode, string> = {
  waiting: 'gray',
  late: 'red',
  answered: 'green',
  answered_late: 'orange',
};

/** A startup's status in its colour; the Korean name is the server's (`status_label`). */
export function requestStatusInfo(status: RequestStatusCode, label: string): StatusInfo {
  return { label, color: STATUS_COLORS[status] ?? 'gray' };
}
