//! The union's invitation endpoint (LPs invited by e-mail from the apply tab).
import { invitationsApi } from '@/api/gen/invitations';

export const invitationEndpoints = invitationsApi.enhanceEndpoints({
  endpoints: {
    // The invite modal shows the refusal (e.g. union_not_recruiting) in place.
    invite: { extraOptions: { silent: true } },
  },
});

export const { useInviteMutation } = invitationEndpoints;
export type { InviteResult } from '@/api/gen/invitations';
