//! The invest tab's evidence endpoints with their cache tag (one contributor list per union,
//! refreshed by every change), and the uploads and downloads RTK Query cannot do (progress, blobs).
import {
  evidenceApi,
  type BulkFailureDto,
  type BulkUploadResult,
  type ContributorDto,
  type ContributorPage,
  type EvidenceFileDto,
} from '@/api/gen/evidence';
import { downloadFile } from '@/shared/download/downloadFile';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';
import { applicantListTag } from '../applicantApi';
import type { EvidenceKind } from './evidence';

export const evidenceTag = (unionId: number) => ({ type: 'Evidence' as const, id: unionId });
/** The tab shows delete failures itself, under '삭제 실패했습니다.'. */
const silent = { silent: true };

export const evidenceEndpoints = evidenceApi.enhanceEndpoints({
  addTagTypes: ['Evidence', 'ApplicantList'],
  endpoints: {
    listContributors: {
      // Contributors are the applicants in P or F: a status change on the apply tab or the
      // applicant page (which invalidates the applicant list) changes who is listed here.
      providesTags: (_result, _error, arg) => [
        evidenceTag(arg.unionId),
        applicantListTag(arg.unionId),
      ],
    },
    uploadEvidence: {
      invalidatesTags: (_result, _error, arg) => [evidenceTag(arg.unionId)],
    },
    bulkUpload: {
      invalidatesTags: (_result, _error, arg) => [evidenceTag(arg.unionId)],
    },
    deleteEvidence: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [evidenceTag(arg.unionId)],
    },
  },
});

export const { useListContributorsQuery, useDeleteEvidenceMutation } = evidenceEndpoints;
export type { BulkFailureDto, BulkUploadResult, ContributorDto, ContributorPage, EvidenceFileDto };

const evidencePath = (unionId: number, applicantId: number, kind: EvidenceKind) =>
  `api/v1/unions/${unionId}/applicants/${applicantId}/evidence/${kind}`;

/** Stores `file` as the member's evidence of `kind`, replacing the one there was. */
export function uploadEvidence(
  unionId: number,
  applicantId: number,
  kind: EvidenceKind,
  file: File,
  onProgress: (percent: number) => void,
) {
  const path = evidencePath(unionId, applicantId, kind);
  return uploadWithProgress<EvidenceFileDto>({ path, method: 'PUT', files: [file], onProgress });
}

/** Sends PDFs and zips of PDFs, each as a `file` part; the server matches them to members by name. */
export function uploadBulkEvidence(
  unionId: number,
  files: File[],
  onProgress: (percent: number) => void,
) {
  const path = `api/v1/unions/${unionId}/evidence/bulk`;
  return uploadWithProgress<BulkUploadResult>({ path, files, onProgress });
}

/** Saves the member's PDF under the name the server gives (its stored Korean name). */
export function downloadEvidence(
  unionId: number,
  applicantId: number,
  kind: EvidenceKind,
  file: EvidenceFileDto,
) {
  return downloadFile(`${evidencePath(unionId, applicantId, kind)}/download`, file.file_name);
}
