//! The waiting-list endpoints with their cache tags. Every screen shows its own failures (a
//! form's field messages, a refused lookup, the operators' failed mail), so all calls are
//! silent. A registration or an onboarding makes the looked-up standings and the queue stale.
import { operatorApi } from '@/api/gen/operator';
import { waitingApi } from '@/api/gen/waiting';

const silent = { silent: true } as const;

const publicEndpoints = waitingApi.enhanceEndpoints({
  endpoints: {
    registerWaiting: { extraOptions: silent, invalidatesTags: ['Waiting'] },
    waitingStanding: { extraOptions: silent, providesTags: ['Waiting'] },
  },
});

const operatorEndpoints = operatorApi.enhanceEndpoints({
  endpoints: {
    listWaiting: { extraOptions: silent, providesTags: ['Waiting'] },
    // Refreshed after a failed mail too: the entry is onboarded all the same (notified_at null).
    onboardWaiting: { extraOptions: silent, invalidatesTags: ['Waiting'] },
  },
});

export const { useRegisterWaitingMutation, useWaitingStandingQuery } = publicEndpoints;
export const { useListWaitingQuery, useOnboardWaitingMutation } = operatorEndpoints;

export type { WaitingEntryDto, WaitingStatusCode } from '@/api/gen/operator';
export type { WaitingReceipt, WaitingStanding } from '@/api/gen/waiting';
