//! The tax papers' wording and the few facts the table reads off a member's line.
import { formatDateTime, formatNumber } from '@/shared/format';
import type { DeductionRuleCode, TaxLineDto, TaxPaperMailingDto } from './api';

export const TAX_PAPERS_TITLE = '소득공제 출자확인서';
export const TAX_PAPERS_EXPLANATION =
  '조세특례제한법 제16조에 따라 조합 유형별로 계산한 조합원별 소득공제 대상 금액과 출자확인서입니다.';
export const NO_INVESTMENT =
  '출자확인서를 만들 연도가 아직 없습니다. 개인투자조합은 투자 기록이, 벤처투자조합은 납입 기록이 생기면 연도별 출자확인서를 만들 수 있습니다.';
export const NO_MEMBERS = '납입을 마친 조합원이 없습니다.';
export const RESIDENT_NUMBER_NOTE =
  '주민등록번호는 암호화해 보관하며 화면에는 앞 7자리만 표시합니다. 출자확인서 PDF에만 전체 번호가 인쇄됩니다.';
export const RESIDENT_NUMBER_SAVED = '주민등록번호를 저장했습니다.';

/** Full won, never 만원/억원: the papers state exact amounts for the tax return. */
export const won = (amount: number) => `${formatNumber(amount)}원`;

export const yearLabel = (year: number) => `${year}년`;

export const isCorporate = (line: TaxLineDto) => line.lp_type === 'corporate';

/** Only an individual with a deduction that year has a paper (the server answers 404 otherwise). */
export const hasPaper = (line: TaxLineDto) => !isCorporate(line) && line.deductible > 0;

/** The year's amount column: a personal union's part of the investments, a venture union's payments. */
export const amountHeader = (rule: DeductionRuleCode, year: number) =>
  rule === 'bands' ? `${yearLabel(year)} 투자액 몫` : `${yearLabel(year)} 출자액`;

/** '데모 2호 20,000,000원과 합산' under a member whose bands took in their other unions. */
export const combinedLine = (line: TaxLineDto) =>
  line.combined.length === 0
    ? null
    : `${line.combined.map((c) => `${c.union_name} ${won(c.amount)}`).join(', ')}과 합산해 구간 적용`;

/** Money that missed the law's dates, said under the amount. */
export const lateLine = (line: TaxLineDto) =>
  line.late > 0 ? `기한 지난 출자금 ${won(line.late)} 제외` : null;

export const MAIL_PAPERS_NOTE =
  '이메일이 없는 조합원은 제외됩니다. 메일에 첨부하는 출자확인서는 주민등록번호 뒷자리를 가립니다.';

/** The confirm's question: how many members have a paper that year. */
export const mailPapersQuestion = (year: number, papers: number) =>
  `${yearLabel(year)} 소득공제 대상 조합원 ${formatNumber(papers)}명에게 출자확인서와 예상 절세액을 메일로 보낼까요?`;

/** Said before a second send of the same year. */
export const mailedBefore = (last: TaxPaperMailingDto) =>
  `${formatDateTime(last.sent_at)}에 이미 ${formatNumber(last.mails)}명에게 보냈습니다. 다시 보내면 같은 메일이 한 번 더 갑니다.`;

const withoutEmail = (n: number) =>
  n > 0 ? ` (이메일 없는 조합원 ${formatNumber(n)}명 제외)` : '';

export const mailPapersSent = (sent: TaxPaperMailingDto) =>
  `출자확인서 메일 ${formatNumber(sent.mails)}건을 보냈습니다.${withoutEmail(sent.without_email)}`;

/** The line under the buttons once the year's papers went by mail. */
export const lastMailedLine = (last: TaxPaperMailingDto) =>
  `메일 발송: ${formatDateTime(last.sent_at)} · ${formatNumber(last.mails)}명${withoutEmail(last.without_email)}`;
