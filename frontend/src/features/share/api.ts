//! The public share endpoints (no login): a shared portfolio's list and one of its pages. A
//! refused link (expired, revoked, unknown) is no error to the viewer: the pages explain it in
//! full, so neither endpoint raises the shared error notification.
import { shareApi } from '@/api/gen/share';

const silent = { silent: true };

const shareEndpoints = shareApi.enhanceEndpoints({
  endpoints: {
    sharedList: { extraOptions: silent },
    sharedItem: { extraOptions: silent },
  },
});

export const { useSharedListQuery, useSharedItemQuery } = shareEndpoints;

export type { SharedItemDto, SharedListDto, SharedRowDto } from '@/api/gen/share';
