//! Join endpoints: company search for the join flow and the registration itself.
import { joinApi } from '@/api/gen/join';

export const joinEndpoints = joinApi.enhanceEndpoints({
  endpoints: {
    // The account form shows the server's answers (409, 404, 422) next to the fields.
    join: { extraOptions: { silent: true } },
  },
});

export const { useSearchJoinCompaniesQuery, useJoinMutation } = joinEndpoints;
export type { JoinBody, JoinCompany, JoinResponse } from '@/api/gen/join';
