//! A data request as the startup answers it: its addresses, its status colours, what it asks
//! and which documents count as uploaded for it.
import { requestStatusInfo } from '@/entities/dataRequest';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type {
  DataRequestItemCode,
  RequestAskDto,
  RequestTargetDto,
  StartupDocumentDto,
} from './api';

export const STARTUP_REQUESTS_PATH = '/startup-data-requests';
export const REQUEST_LINK_PATH = '/data-request/:token';

/** The server's label in the status's colour. */
export const statusInfo = (target: RequestTargetDto): StatusInfo =>
  requestStatusInfo(target.status, target.status_label);

/** Whether the request still waits for its first answer (its due date still matters). */
export const isOpen = (target: RequestTargetDto) =>
  target.status === 'waiting' || target.status === 'late';

export const asks = (ask: RequestAskDto, item: DataRequestItemCode) => ask.items.includes(item);

/** The asked document codes with their Korean names. */
export const askedKinds = (ask: RequestAskDto) =>
  asks(ask, 'documents')
    ? ask.document_kinds.map((code, index) => ({
        code,
        label: ask.document_labels[index] ?? code,
      }))
    : [];

/**
 * The startup's documents that answer the request, as the server counts them: of an asked code
 * and uploaded after the request was sent.
 */
export function documentsForRequest(
  target: RequestTargetDto,
  documents: readonly StartupDocumentDto[],
): StartupDocumentDto[] {
  const sent = Date.parse(target.sent_at);
  return documents.filter(
    (document) =>
      target.ask.document_kinds.includes(document.kind) && Date.parse(document.uploaded_at) >= sent,
  );
}
