// Legacy report answers for the report feature's tests: the previous system's reports, like the
// demo's 1187 (a recovered company among three, five members in two unions).
import type {
  LegacyCompanyDto,
  LegacyMemberDto,
  LegacyReportCardDto,
  LegacyReportDto,
} from '@/features/report/api';
import { returnsFrom } from '@/test/returns';

export const legacyCompanyOf = (
  name: string,
  extra: Partial<LegacyCompanyDto> = {},
): LegacyCompanyDto => ({
  cmpy_name: name,
  logo_photo: null,
  invest_money: 300_000_000,
  stock_value_money: 540_000_000,
  multiple: 1.8,
  invest_collect_money: 0,
  collect_money: 0,
  benefit: null,
  comment: null,
  ...extra,
});

export const legacyMemberOf = (
  name: string,
  extra: Partial<LegacyMemberDto> = {},
): LegacyMemberDto => ({
  member_name: name,
  fund_name: '데모 바이오 3호 개인투자조합',
  invest_money: 50_000_000,
  viewed: true,
  email: `${name}@example.kr`,
  ...extra,
});

/**
 * What the server adds up for a report (`report::legacy`): the companies' totals, and the
 * members by union with their shares in basis points (these fixtures' amounts divide evenly).
 */
export const withServerSums = (
  report: Omit<LegacyReportDto, 'totals' | 'fund_groups' | 'members_total'>,
): LegacyReportDto => {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const invested = sum(report.companies.map((c) => c.invest_money));
  const value = sum(report.companies.map((c) => c.stock_value_money));
  const recovered = sum(report.companies.map((c) => c.collect_money));
  const membersTotal = sum(report.members.map((m) => m.invest_money));
  const bp = (amount: number) =>
    membersTotal > 0 ? Math.round((amount * 10_000) / membersTotal) : 0;
  const funds = [...new Set(report.members.map((m) => m.fund_name))];
  return {
    ...report,
    totals: returnsFrom(invested, value, recovered),
    members_total: membersTotal,
    fund_groups: funds.map((fund) => {
      const members = report.members.filter((m) => m.fund_name === fund);
      const amount = sum(members.map((m) => m.invest_money));
      return {
        fund_name: fund,
        amount,
        share_basis_points: bp(amount),
        members: members.map((m) => ({
          member_name: m.member_name,
          invest_money: m.invest_money,
          share_basis_points: bp(m.invest_money),
        })),
      };
    }),
  };
};

export const legacyReportOf = (no: number, extra: Partial<LegacyReportDto> = {}): LegacyReportDto =>
  withServerSums({
    rpt_mng_no: no,
    rpt_name: '2023년 하반기 투자 보고서',
    create_at: '2024-01-15T01:30:00Z',
    create_by: '김조합',
    report_type: 'R01',
    year: 2023,
    base_date: '2023-12-31',
    opinion: '<p>하반기에 <strong>메디웨이브 지분을 전량 회수</strong>했습니다.</p>',
    companies: [
      legacyCompanyOf('노바칩스', { comment: '시리즈 A 후속 투자 유치' }),
      legacyCompanyOf('그린루프', {
        invest_money: 150_000_000,
        stock_value_money: 120_000_000,
        multiple: 0.8,
      }),
      legacyCompanyOf('메디웨이브', {
        invest_money: 200_000_000,
        stock_value_money: 0,
        multiple: 1.65,
        invest_collect_money: 200_000_000,
        collect_money: 330_000_000,
        benefit: 65,
        comment: '전략적 투자자에게 지분 전량 매각',
      }),
    ],
    members: [
      legacyMemberOf('김서연'),
      legacyMemberOf('이준호', { invest_money: 30_000_000 }),
      legacyMemberOf('박지민', { invest_money: 20_000_000, viewed: false }),
      legacyMemberOf('최유나', {
        fund_name: '데모 1호 개인투자조합',
        invest_money: 100_000_000,
        viewed: false,
        email: null,
      }),
    ],
    ...extra,
  });

/** The list's card of a report. */
export const legacyCardOf = (report: LegacyReportDto): LegacyReportCardDto => ({
  rpt_mng_no: report.rpt_mng_no,
  rpt_name: report.rpt_name,
  create_at: report.create_at,
  create_by: report.create_by,
  report_type: report.report_type,
  year: report.year,
  company_count: report.companies.length,
  member_count: report.members.length,
});
