//! A startup's documents (SF01–SF19) as every screen shows them: grouped by their code in the
//! server's order, and downloaded with the bearer token under their Korean name.
import { downloadFile } from '@/shared/download/downloadFile';
import { notifyError } from '@/shared/ui/notify';
import type { CompanyDocumentCode, StartupDocumentDto } from './api';

export const DOWNLOAD_FAILED = '다운로드 실패했습니다.';

export interface DocumentGroup {
  kind: CompanyDocumentCode;
  label: string;
  documents: StartupDocumentDto[];
}

/** The documents by code, the codes in the order the profile lists them (SF01 first). */
export function documentsByKind(documents: readonly StartupDocumentDto[]): DocumentGroup[] {
  const groups = new Map<CompanyDocumentCode, DocumentGroup>();
  for (const document of documents) {
    const group = groups.get(document.kind);
    if (group) group.documents.push(document);
    else {
      groups.set(document.kind, {
        kind: document.kind,
        label: document.kind_label,
        documents: [document],
      });
    }
  }
  return [...groups.values()];
}

/** Saves a document; a failure is told with the server's reason. */
export function downloadStartupDocument(startupId: number, document: StartupDocumentDto): void {
  const path = `api/v1/startups/${startupId}/documents/${document.id}/download`;
  downloadFile(path, document.file_name).catch((error: Error) =>
    notifyError(error.message, DOWNLOAD_FAILED),
  );
}
