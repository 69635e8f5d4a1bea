//! The billing endpoints with their cache tags. Every screen shows its own failures (a payment
//! page's result, a modal's alert, a list's retry), so all calls are silent. A paid, failed or
//! refunded order changes the balance, the plan, the ledger and the orders at once: one tag.
import { billingApi } from '@/api/gen/billing';
import { operatorApi } from '@/api/gen/operator';
import { onSuccess } from '@/api/tags';

const silent = { silent: true } as const;

const firmEndpoints = billingApi.enhanceEndpoints({
  endpoints: {
    billingSummary: { extraOptions: silent, providesTags: ['Billing'] },
    listOrders: { extraOptions: silent, providesTags: ['Billing'] },
    listPointEntries: { extraOptions: silent, providesTags: ['Billing'] },
    getOrder: { extraOptions: silent, providesTags: ['Billing'] },
    startCheckout: { extraOptions: silent },
    confirmPayment: { extraOptions: silent, invalidatesTags: onSuccess(() => ['Billing']) },
    // A declined or cancelled window leaves a 결제 오류 order in the list.
    failPayment: { extraOptions: silent, invalidatesTags: onSuccess(() => ['Billing']) },
    requestRefund: {
      extraOptions: silent,
      invalidatesTags: onSuccess(() => ['Billing', 'RefundRequest']),
    },
  },
});

const operatorEndpoints = operatorApi.enhanceEndpoints({
  endpoints: {
    listRefundRequests: { extraOptions: silent, providesTags: ['RefundRequest'] },
    decideRefund: {
      extraOptions: silent,
      invalidatesTags: onSuccess(() => ['RefundRequest', 'Billing']),
    },
  },
});

export const {
  useBillingSummaryQuery,
  useStartCheckoutMutation,
  useConfirmPaymentMutation,
  useFailPaymentMutation,
  useListOrdersQuery,
  useListPointEntriesQuery,
  useRequestRefundMutation,
} = firmEndpoints;
export const { useListRefundRequestsQuery, useDecideRefundMutation } = operatorEndpoints;

export type {
  BillingSummaryDto,
  CheckoutDto,
  ConfirmBody,
  FailBody,
  OrderDto,
  PlanDto,
  PointEntryDto,
  PointPackageDto,
} from '@/api/gen/billing';
export type { RefundRequestDto } from '@/api/gen/operator';
