//! The invest tab's evidence endpoints with their cache tags (one contributor list per union,
//! refreshed by every change; a member's certificate and identity), and the uploads and downloads
//! RTK Query cannot do (progress, blobs).
import {
  evidenceApi,
  type BulkFailureDto,
  type BulkUploadResult,
  type CertificateDto,
  type ContributorDto,
  type ContributorPage,
  type EvidenceFileDto,
  type IdentityDto,
} from '@/api/gen/evidence';
import { applicantListTag, certificateTag, evidenceTag, identityTag, unionTag } from '@/api/tags';
import { downloadFile } from '@/shared/download/downloadFile';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';
import type { EvidenceKind } from './evidence';

/**
 * The tab shows these failures itself: deletes under '삭제 실패했습니다.', the certificate
 * modal its load error in place and the identity form's errors under the fields.
 */
const silent = { silent: true };

export const evidenceEndpoints = evidenceApi.enhanceEndpoints({
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
    certificatePreview: {
      extraOptions: silent,
      // The certificate prints the member's units (the apply tab changes them and the status),
      // the union's name and unit price (the union edit) and the identity (saved in the modal).
      providesTags: (_result, _error, arg) => [
        certificateTag(arg.applicantId),
        applicantListTag(arg.unionId),
        unionTag(arg.unionId),
      ],
    },
    getIdentity: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [identityTag(arg.applicantId)],
    },
    putIdentity: {
      extraOptions: silent,
      // A refused change (422) kept nothing: refetching would only repeat the same answers.
      invalidatesTags: (_result, error, arg) =>
        error ? [] : [identityTag(arg.applicantId), certificateTag(arg.applicantId)],
    },
    storeCertificate: {
      extraOptions: silent,
      // The stored PDF becomes the member's 출자증명서 file, shown in the contributor list.
      invalidatesTags: (_result, error, arg) => (error ? [] : [evidenceTag(arg.unionId)]),
    },
  },
});

export const {
  useListContributorsQuery,
  useDeleteEvidenceMutation,
  useCertificatePreviewQuery,
  useGetIdentityQuery,
  usePutIdentityMutation,
  useStoreCertificateMutation,
} = evidenceEndpoints;
export type {
  BulkFailureDto,
  BulkUploadResult,
  CertificateDto,
  ContributorDto,
  ContributorPage,
  EvidenceFileDto,
  IdentityDto,
};

const applicantPath = (unionId: number, applicantId: number) =>
  `api/v1/unions/${unionId}/applicants/${applicantId}`;
const evidencePath = (unionId: number, applicantId: number, kind: EvidenceKind) =>
  `${applicantPath(unionId, applicantId)}/evidence/${kind}`;

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

/** The member's certificate as a PDF; the fallback is the name the server gives it. */
export function downloadCertificatePdf(unionId: number, applicantId: number, investor: string) {
  return downloadFile(
    `${applicantPath(unionId, applicantId)}/certificate.pdf`,
    `출자증명서_${investor}.pdf`,
  );
}

/** Every contributing member's certificate in one zip. */
export function downloadAllCertificates(unionId: number) {
  return downloadFile(`api/v1/unions/${unionId}/certificates.zip`, '출자증명서.zip');
}
