//! The LP's own endpoints (invitation, unions, applications, documents) with their cache tags, and
//! the document upload and download that RTK Query cannot do (progress, blobs).
import { invitationsApi } from '@/api/gen/invitations';
import {
  portalApi,
  type DocumentDto,
  type DocumentKindDto,
  type MyApplicationDto,
  type PortalUnionDto,
} from '@/api/gen/portal';
import {
  PORTAL_APPLICATIONS,
  PORTAL_UNIONS,
  portalApplicationChangeTags,
  portalApplicationTag,
} from '@/api/tags';
import { downloadFile } from '@/shared/download/downloadFile';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';

// These screens show their errors themselves (inline or under their own title).
const silent = { silent: true };

export const invitationEndpoints = invitationsApi.enhanceEndpoints({
  endpoints: {
    getInvitation: { extraOptions: silent },
    acceptInvitation: { extraOptions: silent, invalidatesTags: [PORTAL_UNIONS] },
    joinByInvitation: { extraOptions: silent, invalidatesTags: [PORTAL_UNIONS] },
  },
});

export const portalEndpoints = portalApi.enhanceEndpoints({
  endpoints: {
    myUnions: { providesTags: [PORTAL_UNIONS] },
    myApplications: { providesTags: [PORTAL_APPLICATIONS] },
    myApplication: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [portalApplicationTag(arg.applicantId)],
    },
    apply: { extraOptions: silent, invalidatesTags: portalApplicationChangeTags() },
    deleteDocument: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => portalApplicationChangeTags(arg.applicantId),
    },
  },
});

export const { useGetInvitationQuery, useAcceptInvitationMutation, useJoinByInvitationMutation } =
  invitationEndpoints;
export const {
  useMyUnionsQuery,
  useMyApplicationsQuery,
  useMyApplicationQuery,
  useApplyMutation,
  useDeleteDocumentMutation,
} = portalEndpoints;
export type { DocumentDto, DocumentKindDto, MyApplicationDto, PortalUnionDto };
export type { InvitationDto, InvitationJoinBody } from '@/api/gen/invitations';

const documentsPath = (applicantId: number) => `api/v1/me/lp/applications/${applicantId}/documents`;

/** Uploads one member document of `kind` (FLF0001–FLF0008), reporting the percent sent. */
export function uploadDocument(
  applicantId: number,
  kind: string,
  file: File,
  onProgress: (percent: number) => void,
) {
  const path = `${documentsPath(applicantId)}?kind=${encodeURIComponent(kind)}`;
  return uploadWithProgress<DocumentDto>({ path, files: [file], onProgress });
}

/** Saves a document under its Korean name (the server sends it in Content-Disposition). */
export function downloadDocument(applicantId: number, document: DocumentDto) {
  return downloadFile(`${documentsPath(applicantId)}/${document.id}/download`, document.file_name);
}
