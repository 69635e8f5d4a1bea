//! The LP tax papers (소득공제 출자확인서): each paid member's deduction for a year the union
//! invested in, one cache entry per union and year under one tag per union. The lines follow the
//! payments and statuses (the applicant list), the union, its investments (the portfolio ledger)
//! and each member's identity (the invest tab's form keeps the same masked number). The papers
//! themselves are files, downloaded around RTK Query like the invest tab's certificates.
import {
  unionsApi,
  type DeductionRuleCode,
  type ResidentNumberBody,
  type ResidentNumberDto,
  type TaxLineDto,
  type TaxPaperMailingDto,
  type TaxPapersDto,
} from '@/api/gen/unions';
import {
  applicantListTag,
  certificateTag,
  identityTag,
  taxPapersTag,
  UNION_PORTFOLIOS,
  unionPortfolioTag,
  unionTag,
} from '@/api/tags';
import { downloadFile } from '@/shared/download/downloadFile';

export const taxEndpoints = unionsApi.enhanceEndpoints({
  endpoints: {
    getTaxPapers: {
      providesTags: (result, _error, arg) => [
        taxPapersTag(arg.unionId),
        applicantListTag(arg.unionId),
        unionTag(arg.unionId),
        unionPortfolioTag(arg.unionId),
        UNION_PORTFOLIOS,
        ...(result?.members ?? []).map((member) => identityTag(member.applicant_id)),
      ],
    },
    putResidentNumber: {
      // The modal shows the refusal under its field or in itself.
      extraOptions: { silent: true },
      // The masked number is also the certificate's and the identity form's; a refused number
      // (422) kept nothing.
      invalidatesTags: (_result, error, arg) =>
        error?.status === 422
          ? []
          : [
              taxPapersTag(arg.unionId),
              identityTag(arg.applicantId),
              certificateTag(arg.applicantId),
            ],
    },
    mailTaxPapers: {
      // A refusal (no member with an address, no papers that year) sent nothing: nothing to
      // refetch; the base query shows it.
      invalidatesTags: (_result, error, arg) => (error ? [] : [taxPapersTag(arg.unionId)]),
    },
  },
});

export const { useGetTaxPapersQuery, usePutResidentNumberMutation, useMailTaxPapersMutation } =
  taxEndpoints;
export type {
  DeductionRuleCode,
  ResidentNumberBody,
  ResidentNumberDto,
  TaxLineDto,
  TaxPaperMailingDto,
  TaxPapersDto,
};

const taxPapersPath = (unionId: number, year: number) =>
  `api/v1/unions/${unionId}/tax-papers/${year}`;

/** One member's paper for `year`; the fallback is close to the name the server gives it. */
export function downloadTaxPaper(unionId: number, year: number, member: TaxLineDto) {
  return downloadFile(
    `${taxPapersPath(unionId, year)}/pdf/${member.applicant_id}`,
    `출자확인서_${year}_${member.name}.pdf`,
  );
}

/** Every individual's paper for `year` in one zip (the server refuses when nobody has one). */
export function downloadAllTaxPapers(unionId: number, year: number) {
  return downloadFile(`${taxPapersPath(unionId, year)}/zip`, `출자확인서_${year}.zip`);
}
