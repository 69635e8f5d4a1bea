import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, server } from '@/test/server';
import { serveCompany } from '../test/companyServer';
import { FirmEditPage } from './FirmEditPage';
import { FirmInfoPage } from './FirmInfoPage';

const render = () =>
  renderRoutes(
    [
      { path: '/basic-info-edit', element: <FirmEditPage /> },
      { path: '/basic-info-mange', element: <FirmInfoPage /> },
    ],
    '/basic-info-edit',
  );

/** An input by its label, with or without the required mark. */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const opened = () => screen.findByDisplayValue('데모투자파트너스');

describe('FirmEditPage', () => {
  it('saves the details and shows them on 기업 기본 정보', async () => {
    const company = serveCompany();
    const { router } = render();
    const user = userEvent.setup();
    await opened();
    // The identity set at sign-up shows, read-only.
    expect(input('사업자등록번호')).toHaveValue('123-45-67890');
    expect(input('사업자등록번호')).toHaveAttribute('readonly');
    expect(input('투자사 유형')).toHaveValue('법인');
    expect(input('대표 전화')).toHaveValue('02-5551-2345');

    await user.clear(input('회사명'));
    await user.type(input('회사명'), ' 새이름파트너스 ');
    fireEvent.change(input('설립일'), { target: { value: '2016-04-05' } });
    await user.clear(input('대표 전화'));
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('기업 기본 정보를 저장했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/basic-info-mange'));
    const card = await screen.findByRole('region', { name: '회사 정보' });
    expect(within(card).getByText('새이름파트너스')).toBeInTheDocument();
    expect(within(card).getByText('2016.04.05')).toBeInTheDocument();
    expect(company.firmUpdates).toEqual([
      {
        name: '새이름파트너스',
        ceo_name: '김데모',
        address: '서울특별시 강남구 테헤란로 1',
        phone: '',
        homepage: 'https://demo.johap.kr',
        contact_email: 'contact@johap.kr',
        founded_on: '2016-04-05',
        introduction: '초기 기업에 투자합니다.\n둘째 줄입니다.',
      },
    ]);
  });

  it("shows the server's field message under its field and stays", async () => {
    const company = serveCompany();
    const { router } = render();
    const user = userEvent.setup();
    await opened();
    await user.clear(input('이메일'));
    await user.type(input('이메일'), 'contact@johap');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('올바른 이메일 주소를 입력해 주세요.')).toBeInTheDocument();
    expect(input('이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(company.firmUpdates).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/basic-info-edit');
  });

  it('asks for the required fields and a web address before sending', async () => {
    const company = serveCompany();
    render();
    const user = userEvent.setup();
    await opened();
    await user.clear(input('회사명'));
    await user.clear(input('홈페이지'));
    await user.type(input('홈페이지'), 'demo.johap.kr');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('회사명을 입력해 주세요.')).toBeInTheDocument();
    expect(
      screen.getByText('홈페이지는 http:// 또는 https://로 시작하는 주소로 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(company.firmUpdates).toEqual([]);
  });

  it('disables 저장 while the save runs', async () => {
    serveCompany();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(http.put(api('/company'), async () => held.then(() => new Response(null))));
    render();
    await opened();
    const save = screen.getByRole('button', { name: '저장' });
    await userEvent.setup().click(save);
    await waitFor(() => expect(save).toBeDisabled());
    release();
  });

  it('asks before leaving with changes', async () => {
    serveCompany();
    const { router } = render();
    const user = userEvent.setup();
    await opened();
    await user.type(input('주소'), ' 2층');
    await user.click(screen.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog', { name: '나가기' });
    expect(within(dialog).getByText('정말 나가시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basic-info-mange'));
  });

  it('tells staff only the CEO edits, and shows no form', async () => {
    serveCompany({ me: { ...demoCeo, role: 'staff' } });
    render();
    expect(
      await screen.findByText('회사 정보 수정은 대표 계정만 할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(screen.queryByLabelText(/^회사명/)).toBeNull();
    expect(screen.getByRole('link', { name: '기업 기본 정보로 돌아가기' })).toHaveAttribute(
      'href',
      '/basic-info-mange',
    );
  });
});
