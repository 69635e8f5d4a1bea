import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { demoFirm, serveCompany } from '../test/companyServer';
import { FirmInfoPage } from './FirmInfoPage';

const render = () =>
  renderRoutes([{ path: '/basic-info-mange', element: <FirmInfoPage /> }], '/basic-info-mange');

const details = () => screen.findByRole('region', { name: '회사 정보' });

describe('FirmInfoPage', () => {
  it("shows the firm's details, its member count and teams, and the CEO's 수정", async () => {
    serveCompany();
    render();
    const card = await details();
    expect(within(card).getByText('데모투자파트너스')).toBeInTheDocument();
    expect(within(card).getByText('123-45-67890')).toBeInTheDocument();
    expect(within(card).getByText('김데모')).toBeInTheDocument();
    expect(within(card).getByText('법인')).toBeInTheDocument();
    expect(within(card).getByText('2015.03.02')).toBeInTheDocument();
    expect(within(card).getByText('02-5551-2345')).toBeInTheDocument();
    expect(within(card).getByText('contact@johap.kr')).toBeInTheDocument();
    expect(within(card).getByText('서울특별시 강남구 테헤란로 1')).toBeInTheDocument();
    const homepage = within(card).getByRole('link', { name: 'https://demo.johap.kr' });
    expect(homepage).toHaveAttribute('href', 'https://demo.johap.kr');
    expect(homepage).toHaveAttribute('target', '_blank');
    // The introduction keeps its line break (shown with white-space: pre-wrap).
    const intro = within(card).getByText('초기 기업에 투자합니다. 둘째 줄입니다.');
    expect(intro.textContent).toBe('초기 기업에 투자합니다.\n둘째 줄입니다.');

    const members = screen.getByRole('region', { name: '구성원' });
    expect(members).toHaveTextContent('3명');
    expect(within(members).getByRole('link', { name: '구성원 관리' })).toHaveAttribute(
      'href',
      '/member-mange',
    );
    const teams = screen.getByRole('region', { name: '그룹' });
    const team = (await within(teams).findByText('심사팀')).closest('li')!;
    expect(team).toHaveTextContent('2명');
    expect(within(teams).getByRole('link', { name: '그룹 관리' })).toHaveAttribute(
      'href',
      '/group-mange',
    );
    expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/basic-info-edit');
    expect(screen.queryByText('회사 정보 수정은 대표 계정만 할 수 있습니다.')).toBeNull();
  });

  it("shows '-' for empty values and says when there are no teams", async () => {
    serveCompany({
      firm: {
        ...demoFirm,
        business_number: null,
        investor_type: null,
        founded_on: null,
        phone: '',
        homepage: '',
        contact_email: '',
        introduction: '',
      },
      teams: [],
    });
    render();
    const card = await details();
    // 사업자등록번호, 투자사 유형, 설립일, 대표 전화, 이메일, 홈페이지, 회사 소개.
    expect(within(card).getAllByText('-')).toHaveLength(7);
    expect(within(card).queryByRole('link')).toBeNull();
    expect(await screen.findByText('아직 만든 그룹이 없습니다.')).toBeInTheDocument();
  });

  it('tells staff only the CEO edits, with no 수정', async () => {
    serveCompany({ me: { ...demoCeo, role: 'staff' } });
    render();
    await details();
    expect(
      await screen.findByText('회사 정보 수정은 대표 계정만 할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
  });
});
