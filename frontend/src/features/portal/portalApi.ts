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
import { downloadFile } from '@/shared/download/downloadFile';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';

const UNIONS = { type: 'PortalUnion' as const, id: 'LIST' };
const APPLICATIONS = { type: 'PortalApplication' as const, id: 'LIST' };
const applicationTag = (applicantId: number) => ({
  type: 'PortalApplication' as const,
  id: applicantId,
});

/**
 * Everything a change to an application makes stale: the application itself, the list (좌수,
 * 금액, 서류 n건) and the invited unions (whose cards say whether the LP applied).
 */
export const applicationChangeTags = (applicantId?: number) => [
  UNIONS,
  APPLICATIONS,
  ...(applicantId === undefined ? [] : [applicationTag(applicantId)]),
];

// These screens show their errors themselves (inline or under their own title).
const silent = { silent: true };

export const invitationEndpoints = invitationsApi.enhanceEndpoints({
  addTagTypes: ['PortalUnion'],
  endpoints: {
    getInvitation: { extraOptions: silent },
    acceptInvitation: { extraOptions: silent, invalidatesTags: [UNIONS] },
    joinByInvitation: { extraOptions: silent, invalidatesTags: [UNIONS] },
  },
});

export const portalEndpoints = portalApi.enhanceEndpoints({
  addTagTypes: ['PortalUnion', 'PortalApplication'],
  endpoints: {
    myUnions: { providesTags: [UNIONS] },
    myApplications: { providesTags: [APPLICATIONS] },
    myApplication: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [applicationTag(arg.applicantId)],
    },
    apply: { extraOptions: silent, invalidatesTags: applicationChangeTags() },
    deleteDocument: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => applicationChangeTags(arg.applicantId),
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
