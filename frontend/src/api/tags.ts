//! The RTK Query cache tags: every tag type the app uses (registered once, on the single api in
//! baseApi.ts), the list and per-id tags the features' endpoints provide and invalidate, the sets
//! of tags one change makes stale in several places, and the rule that a refused write
//! invalidates nothing. Each feature's api file enhances the generated endpoints (./gen) with
//! these and makes no tag of its own (a whole type, 'Notice', is written as its name, which the
//! compiler checks against TAG_TYPES), so two areas that read the same data (a union, a startup
//! profile, the investment sources) name it alike.
import type { TagDescription } from '@reduxjs/toolkit/query';

export const TAG_TYPES = [
  // The user and the firm.
  'Me',
  'Settings',
  'TwoFactor',
  'FirmTwoFactor',
  'Firm',
  'CompanyMember',
  'Team',
  // Support: notices, FAQ and inquiries.
  'Notice',
  'Faq',
  'Inquiry',
  // A union and what hangs off it.
  'Union',
  'UnionFile',
  'Applicant',
  'ApplicantList',
  'Capital',
  'TaxPapers',
  'Identity',
  'Certificate',
  'Evidence',
  'BankAccount',
  'MailHistory',
  'Mailing',
  // LPs: the firm's members and groups, and an LP's own portal.
  'LpMember',
  'LpGroup',
  'LpMatching',
  'LpDashboard',
  'PortalUnion',
  'PortalApplication',
  // Startups and the data requests sent to them.
  'Startup',
  'StartupHistory',
  'StartupFigures',
  'StartupBookmark',
  'StartupOpinion',
  'FactCheckQueue',
  'DataRequest',
  'DataRequestInbox',
  // Investments, reports and portfolios.
  'InvestmentSource',
  'UnionPortfolio',
  'Report',
  'ReportOpinion',
  'Portfolio',
  'PortfolioShareLink',
  // Tasks, messages, billing and the waiting list.
  'Task',
  'Message',
  'Billing',
  'RefundRequest',
  'Waiting',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
/** A tag as an endpoint provides or invalidates it: a whole type, or one id of it. */
export type Tag = TagDescription<TagType>;

/** Every cached list of `type` (its pages, searches and counts). */
const listOf = <T extends TagType>(type: T) => ({ type, id: 'LIST' }) as const;
/** One record of `type` by its id, or what of `type` belongs to one union, startup, portfolio… */
const byId =
  <T extends TagType>(type: T) =>
  (id: number) => ({ type, id });

/** Tags a write makes stale once it succeeded: a refused write changed nothing. */
export const onSuccess =
  <A>(tags: (arg: A) => readonly Tag[]) =>
  (_result: unknown, error: unknown, arg: A) =>
    error ? [] : tags(arg);

// The firm: its members and teams.
export const COMPANY_MEMBER_LIST = listOf('CompanyMember');
export const companyMemberTag = byId('CompanyMember');
export const TEAM_LIST = listOf('Team');

// Support: a member's inquiries (the operators answer the same ones).
export const INQUIRY_LIST = listOf('Inquiry');
export const inquiryTag = byId('Inquiry');

// Unions. A union's id keys its own tag and every per-union tag below.
export const UNION_LIST = listOf('Union');
export const unionTag = byId('Union');
/** The data tab's files of a union. */
export const unionFilesTag = byId('UnionFile');
export const applicantTag = byId('Applicant');
/** The apply tab's list, counts and totals of a union; also refreshed after an Excel import. */
export const applicantListTag = byId('ApplicantList');
/**
 * Everything an applicant change makes stale: the union's apply tab, and the union list whose
 * rows show applied amounts and progress.
 */
export const applicantChangeTags = (unionId: number) => [applicantListTag(unionId), UNION_LIST];
/** A union's capital book (출자금). */
export const capitalTag = byId('Capital');
/** A union's LP tax papers (소득공제 출자확인서), every year of them. */
export const taxPapersTag = byId('TaxPapers');
/** A member's identity (주민등록번호, masked), by applicant id. */
export const identityTag = byId('Identity');
/** A member's 출자증명서, by applicant id. */
export const certificateTag = byId('Certificate');
/** The invest tab's contributor list of a union. */
export const evidenceTag = byId('Evidence');
/** A union's payment account. */
export const bankAccountTag = byId('BankAccount');
/** A union's send history. */
export const mailHistoryTag = byId('MailHistory');
/** One mailing and its recipients, by mailing id. */
export const mailingTag = byId('Mailing');

// LP members and groups (the firm's side).
export const LP_MEMBER_LIST = listOf('LpMember');
export const lpMemberTag = byId('LpMember');
export const LP_GROUP_LIST = listOf('LpGroup');
export const lpGroupTag = byId('LpGroup');
/** Who can be matched to a union's applicants, by union id. */
export const lpMatchingTag = byId('LpMatching');

// The LP's own portal.
export const PORTAL_UNIONS = listOf('PortalUnion');
export const PORTAL_APPLICATIONS = listOf('PortalApplication');
export const portalApplicationTag = byId('PortalApplication');
/**
 * Everything a change to an LP's application makes stale: the application itself, the list (좌수,
 * 금액, 서류 n건) and the invited unions (whose cards say whether the LP applied).
 */
export const portalApplicationChangeTags = (applicantId?: number) => [
  PORTAL_UNIONS,
  PORTAL_APPLICATIONS,
  ...(applicantId === undefined ? [] : [portalApplicationTag(applicantId)]),
];

// Startups: the search's cards, a profile, its update history and stored years, the firm's
// bookmarks (관심 기업) and opinion, and the fact-checkers' queue.
export const STARTUP_LIST = listOf('Startup');
export const startupTag = byId('Startup');
export const startupHistoryTag = byId('StartupHistory');
export const startupFiguresTag = byId('StartupFigures');
/** The firm's bookmarked companies (관심 기업), every page of them. */
export const STARTUP_BOOKMARK_LIST = listOf('StartupBookmark');
export const startupBookmarkTag = byId('StartupBookmark');
export const startupOpinionTag = byId('StartupOpinion');
export const FACT_CHECK_QUEUE = listOf('FactCheckQueue');

// Data requests: the firm's, and a startup's inbox of those sent to it.
export const DATA_REQUEST_LIST = listOf('DataRequest');
export const dataRequestTag = byId('DataRequest');
export const DATA_REQUEST_INBOX = listOf('DataRequestInbox');

// The investment ledger: the firm's sources (and the views of the same rows), and each union's
// portfolio; a startup's rounds and valuations touch every union that holds it (the list tag).
export const INVESTMENT_SOURCES = listOf('InvestmentSource');
export const UNION_PORTFOLIOS = listOf('UnionPortfolio');
export const unionPortfolioTag = byId('UnionPortfolio');

// Investment reports and their opinions (by report id).
export const REPORT_LIST = listOf('Report');
export const reportTag = byId('Report');
export const reportOpinionsTag = byId('ReportOpinion');

// Portfolios and their share links (by portfolio id).
export const PORTFOLIO_LIST = listOf('Portfolio');
export const portfolioTag = byId('Portfolio');
export const portfolioShareLinksTag = byId('PortfolioShareLink');

// Tasks.
export const TASK_LIST = listOf('Task');
export const taskTag = byId('Task');

// Messages: the navbar's unread count, each folder's list and one message.
export const MESSAGE_UNREAD = { type: 'Message', id: 'UNREAD' } as const;
export const MESSAGE_INBOX = { type: 'Message', id: 'INBOX' } as const;
export const MESSAGE_SENT = { type: 'Message', id: 'SENT' } as const;
export const messageTag = byId('Message');
