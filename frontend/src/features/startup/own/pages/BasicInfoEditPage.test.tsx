import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemChecks, startupProfile } from '@/features/startup/test/fixtures';
import { renderRoutes } from '@/test/render';
import { serveOwn, type Refusal } from '../test/ownServer';
import { BasicInfoEditPage } from './BasicInfoEditPage';
import type { StartupProfileDto } from '@/features/startup/api';

// The forms are large: typing into them under jsdom takes a few seconds.
const SLOW = { timeout: 30_000 };

function renderAt(
  path: string,
  profile: StartupProfileDto | null = startupProfile(),
  refuse: Refusal | null = null,
) {
  const served = serveOwn({ profile, refuse });
  const view = renderRoutes(
    [
      { path: '/basic-info-edit', element: <BasicInfoEditPage /> },
      { path: '/basic-info-mange', element: <p>기업 기본 정보 화면</p> },
    ],
    path,
  );
  return { ...served, ...view };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('BasicInfoEditPage: 기본 정보', () => {
  it('prefills every field from the profile and saves the whole body', SLOW, async () => {
    const { changes } = renderAt('/basic-info-edit');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: '기본 정보', selected: true })).toBeVisible();

    expect(screen.getByRole('combobox', { name: /^업종/ })).toHaveValue('ICT서비스');
    expect(screen.getByRole('combobox', { name: /^기업 상태/ })).toHaveValue('정상');
    expect(screen.getByRole('combobox', { name: '지역' })).toHaveValue('서울');
    expect(screen.getByRole('combobox', { name: '기업 규모' })).toHaveValue('중소기업');
    expect(input('설립일')).toHaveValue('2019-03-15');
    expect(input('홈페이지')).toHaveValue('www.demo7.kr');
    expect(input('연락처')).toHaveValue('02-1234-5678');
    expect(input('주소')).toHaveValue('서울특별시 강남구 테헤란로 1');
    expect(screen.getByRole('checkbox', { name: /벤처기업 인증/ })).toBeChecked();
    expect(screen.getByText('핀테크')).toBeInTheDocument();
    expect(input('한 줄 소개')).toHaveValue('데모기업7의 한 줄 소개');
    expect(input('상세 소개')).toHaveValue('상세 소개 첫 줄\n둘째 줄');
    expect(input('발행 주식 수')).toHaveValue('100,000');
    expect(input('자본금')).toHaveValue('50,000,000');
    expect(input('임직원 수')).toHaveValue('12');
    expect(input('임직원 수 기준 연월')).toHaveValue('2024-06');
    expect(input('누적 투자 유치액')).toHaveValue('500,000,000');
    expect(screen.getByText('5.00억원')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'TIPS 선정' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '후속 투자 유치' })).toBeChecked();

    await user.clear(input('한 줄 소개'));
    await user.type(input('한 줄 소개'), '세무 자동화 AI');
    await user.clear(input('주소'));
    await user.clear(input('임직원 수'));
    await user.type(input('임직원 수'), '15');
    await user.click(screen.getByRole('checkbox', { name: 'TIPS 선정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
    expect(changes()[0]).toMatchObject({ method: 'PUT', path: '/startups/7/profile' });
    expect(changes()[0]!.body).toEqual({
      industry: 'ict_service',
      region: 'SD01',
      size_class: 'small',
      operating_status: 'active',
      founded_on: '2019-03-15',
      homepage: 'www.demo7.kr',
      phone: '0212345678',
      address: null,
      is_venture: true,
      venture_confirmed_on: '2024-03-02',
      venture_expires_on: '2027-03-01',
      tags: ['AI', '핀테크'],
      one_line_intro: '세무 자동화 AI',
      detail_intro: '상세 소개 첫 줄\n둘째 줄',
      interview: '대표 인터뷰',
      issued_shares: 100_000,
      face_value: 500,
      capital: 50_000_000,
      staff_count: 15,
      staff_basis: '2024-06-01',
      total_investment: 500_000_000,
      is_tips: true,
      has_follow_on: true,
    });
  });

  it("shows the server's field message under its input", SLOW, async () => {
    const message = '홈페이지 주소는 http:// 또는 https:// 로 시작해야 합니다.';
    renderAt('/basic-info-edit', startupProfile(), {
      status: 422,
      code: 'validation_failed',
      message: '입력 내용을 확인해 주세요.',
      errors: [
        { field: 'homepage', message },
        {
          field: 'issued_shares',
          message: '발행 주식 수가 주주 보유 주식 수의 합(100,000주)보다 적습니다.',
        },
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('tab', { name: '기본 정보' });
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    const homepage = input('홈페이지');
    expect(homepage).toHaveAttribute('aria-invalid', 'true');
    // Under its input: the message is the input's description for assistive technology too.
    expect(homepage.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    expect(input('발행 주식 수')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('발행 주식 수가 주주 보유 주식 수의 합(100,000주)보다 적습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText('입력 내용을 확인해 주세요.')).toBeInTheDocument();
    expect(screen.queryByText('저장되었습니다.')).not.toBeInTheDocument();
  });

  it(
    'starts a company with no profile on an empty form, the other tabs waiting',
    SLOW,
    async () => {
      const { changes } = renderAt('/basic-info-edit?tab=figures', null);
      const user = userEvent.setup();
      expect(await screen.findByText(/처음 입력하는 기업 정보입니다/)).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: '기본 정보', selected: true })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: '주주 현황' })).toBeDisabled();
      expect(screen.getByRole('tab', { name: '재무 정보' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: /^업종/ })).toHaveValue('');
      expect(input('누적 투자 유치액')).toHaveValue('');

      await user.click(screen.getByRole('combobox', { name: /^업종/ }));
      await user.click(await screen.findByRole('option', { name: '게임', hidden: true }));
      await user.type(input('한 줄 소개'), '새 소개');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
      expect(changes()[0]!.body).toMatchObject({
        industry: 'game',
        region: null,
        size_class: null,
        operating_status: 'active',
        founded_on: null,
        homepage: null,
        phone: null,
        tags: [],
        one_line_intro: '새 소개',
        issued_shares: null,
        staff_basis: null,
        total_investment: 0,
      });
      await waitFor(() => expect(screen.getByRole('tab', { name: '주주 현황' })).toBeEnabled());
    },
  );

  it('shows a rejected item’s reason on the tab that corrects it', async () => {
    renderAt(
      '/basic-info-edit?tab=shareholders',
      startupProfile({
        checks: itemChecks({
          FI03: { status: 'rejected', at: '2026-11-25T03:10:00Z', note: '주주명부와 다릅니다.' },
        }),
      }),
    );
    const tab = await screen.findByRole('tab', { name: /주주 현황/, selected: true });
    expect(within(tab).getByText('반려')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: /주주 현황/ });
    expect(within(panel).getByText('주주명부와 다릅니다.')).toBeVisible();
  });
});

describe('BasicInfoEditPage: 주주 현황', () => {
  it(
    'adds a row, computes its stake and warns when the listed shares exceed the issued ones',
    SLOW,
    async () => {
      const { changes } = renderAt('/basic-info-edit?tab=shareholders');
      const user = userEvent.setup();
      const table = await screen.findByRole('table', { name: '주주 목록' });
      expect(within(table).getByLabelText('주주 1 주주명')).toHaveValue('김대표');
      expect(within(table).getByLabelText('주주 2 주식 종류')).toHaveValue('상환전환우선주');
      expect(screen.getByTestId('stake-1')).toHaveTextContent('60.00%');
      expect(screen.getByTestId('stake-2')).toHaveTextContent('40.00%');
      expect(screen.getByTestId('listed-total')).toHaveTextContent(
        '100,000주 / 발행 주식 수 100,000주',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '주주 추가' }));
      await user.type(screen.getByLabelText('주주 3 주주명'), '신규투자자');
      await user.type(screen.getByLabelText('주주 3 주식 수'), '12345');
      await user.type(screen.getByLabelText('주주 3 금액'), '6172500');
      expect(screen.getByLabelText('주주 3 주식 수')).toHaveValue('12,345');
      expect(screen.getByTestId('stake-3')).toHaveTextContent('12.35%');
      expect(screen.getByTestId('listed-total')).toHaveTextContent(
        '112,345주 / 발행 주식 수 100,000주',
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        '주주 보유 주식 수의 합(112,345주)이 발행 주식 수(100,000주)보다 많습니다.',
      );

      // Taking shares off the first line brings the total back within the issued shares.
      await user.clear(screen.getByLabelText('주주 1 주식 수'));
      await user.type(screen.getByLabelText('주주 1 주식 수'), '47655');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByTestId('stake-1')).toHaveTextContent('47.66%');

      await user.click(screen.getByRole('button', { name: '주주 2 삭제' }));
      expect(screen.queryByDisplayValue('데모벤처스')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
      expect(changes()[0]).toMatchObject({
        method: 'PUT',
        path: '/startups/7/shareholders',
        body: {
          shareholders: [
            { name: '김대표', stock_kind: 'common', stock_count: 47_655, stock_amount: 30_000_000 },
            {
              name: '신규투자자',
              stock_kind: 'common',
              stock_count: 12_345,
              stock_amount: 6_172_500,
            },
          ],
        },
      });
    },
  );

  it("puts the server's line and total messages where they belong", SLOW, async () => {
    renderAt('/basic-info-edit?tab=shareholders', startupProfile(), {
      status: 422,
      code: 'validation_failed',
      message: '입력 내용을 확인해 주세요.',
      errors: [
        { field: 'shareholders[1].name', message: '주주명을 50자 이내로 입력해 주세요.' },
        {
          field: 'shareholders',
          message: '주주 보유 주식 수의 합(110,000주)이 발행 주식 수(100,000주)보다 많습니다.',
        },
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '주주 목록' });
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('주주명을 50자 이내로 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('주주 2 주주명')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('주주 보유 주식 수의 합(110,000주)이 발행 주식 수(100,000주)보다 많습니다.'),
    ).toBeInTheDocument();
  });
});
