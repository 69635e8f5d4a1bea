//! The startup's own files: the upload rules, its documents (SF01–SF19), its logo and
//! representative photo, and the yearly figures' sheet it imports. Uploads go around RTK Query
//! (XMLHttpRequest, for their progress); every change answers the whole profile, which replaces
//! the cached one like the other own-page saves, and adds an update-history entry (documents
//! touch 관련 자료, pictures 기본 정보, the sheet the figures' items).
import { useDispatch } from 'react-redux';
import {
  startupFilesApi,
  type CompanyDocumentCode,
  type RemoveStartupImageApiArg,
  type StartupFileRulesDto,
  type StartupProfileDto,
} from '@/api/gen/startupFiles';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';
import { historyChanged, upsertProfile, type ProfileDispatch } from './api';

export type ImageSlot = RemoveStartupImageApiArg['slot'];
export type { CompanyDocumentCode, StartupFileRulesDto };

/** The tab and the pickers show their failures themselves. */
const silent = { silent: true };

/** The dispatch an upload's answer goes through (it puts the profile into the cache). */
export const useProfileDispatch = useDispatch.withTypes<ProfileDispatch>();

/** What a change answered is the profile from now on, and the history has one more entry. */
export function profileChanged(
  dispatch: ProfileDispatch,
  startupId: number,
  profile: StartupProfileDto,
) {
  void dispatch(upsertProfile(startupId, profile));
  dispatch(historyChanged(startupId));
}

const answered = async (
  { startupId }: { startupId: number },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: ProfileDispatch; queryFulfilled: Promise<{ data: StartupProfileDto }> },
) => {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) profileChanged(dispatch, startupId, answer.data);
};

export const ownFileEndpoints = startupFilesApi.enhanceEndpoints({
  endpoints: {
    startupFileRules: { extraOptions: silent },
    removeStartupDocument: { extraOptions: silent, onQueryStarted: answered },
    removeStartupImage: { extraOptions: silent, onQueryStarted: answered },
  },
});

export const {
  useStartupFileRulesQuery,
  useRemoveStartupDocumentMutation,
  useRemoveStartupImageMutation,
} = ownFileEndpoints;

const startupPath = (startupId: number) => `api/v1/startups/${startupId}`;

/** Adds one document under `kind`, reporting the percent sent; resolves with the new profile. */
export function uploadStartupDocument(
  startupId: number,
  kind: CompanyDocumentCode,
  file: File,
  onProgress: (percent: number) => void,
) {
  const path = `${startupPath(startupId)}/documents?kind=${encodeURIComponent(kind)}`;
  return uploadWithProgress<StartupProfileDto>({ path, files: [file], onProgress });
}

/** Sets the logo or the photo (replacing the one before); resolves with the new profile. */
export function uploadStartupImage(
  startupId: number,
  slot: ImageSlot,
  file: File,
  onProgress: (percent: number) => void,
) {
  const path = `${startupPath(startupId)}/images/${slot}`;
  return uploadWithProgress<StartupProfileDto>({ path, method: 'PUT', files: [file], onProgress });
}

/** Imports the yearly figures from an xlsx sheet (every row or none); resolves with the profile. */
export function uploadFiguresSheet(
  startupId: number,
  file: File,
  onProgress: (percent: number) => void,
) {
  const path = `${startupPath(startupId)}/figures/import`;
  return uploadWithProgress<StartupProfileDto>({ path, files: [file], onProgress });
}
