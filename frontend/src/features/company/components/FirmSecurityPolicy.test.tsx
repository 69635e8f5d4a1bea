import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { FirmInfoPage } from '../pages/FirmInfoPage';
import { serveCompany } from '../test/companyServer';

const render = () =>
  renderRoutes([{ path: '/basic-info-mange', element: <FirmInfoPage /> }], '/basic-info-mange');

const policyCard = () => screen.findByRole('region', { name: '보안 정책' });
const requiredSwitch = (card: HTMLElement) =>
  within(card).findByRole('switch', { name: '모든 구성원에게 2단계 인증 필수' });

describe('FirmSecurityPolicy (기업 기본 정보)', () => {
  it('shows how many members use two-factor login', async () => {
    serveCompany({ policy: { required: false, members: 4, enrolled: 1 } });
    render();
    const card = await policyCard();
    expect(
      await within(card).findByText('구성원 4명 중 1명이 2단계 인증을 사용하고 있습니다.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(await requiredSwitch(card)).not.toBeChecked();
  });

  it('lets the CEO require it for everyone, after a confirmation', async () => {
    const server = serveCompany({ me: { ...demoCeo, two_factor_enabled: true } });
    render();
    const user = userEvent.setup();
    const card = await policyCard();
    await user.click(await requiredSwitch(card));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '필수로 바꾸면 2단계 인증을 설정하지 않은 구성원은 설정하기 전까지 서비스를 이용할 수 없습니다.',
    );
    expect(server.policyChanges).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '필수로 바꾸기' }));
    expect(await requiredSwitch(card)).toBeChecked();
    expect(server.policyChanges).toEqual([{ required: true }]);

    // Turning it off again needs no confirmation.
    await user.click(await requiredSwitch(card));
    expect(await requiredSwitch(card)).not.toBeChecked();
    expect(server.policyChanges).toEqual([{ required: true }, { required: false }]);
  });

  it('tells a CEO without two-factor login of their own to set it up first', async () => {
    serveCompany();
    render();
    const user = userEvent.setup();
    const card = await policyCard();
    await user.click(await requiredSwitch(card));
    await user.click(await screen.findByRole('button', { name: '필수로 바꾸기' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      '먼저 2단계 인증을 설정해 주세요.',
    );
    expect(within(card).getByRole('link', { name: '2단계 인증 설정하기' })).toHaveAttribute(
      'href',
      '/two-factor-setup',
    );
    expect(await requiredSwitch(card)).not.toBeChecked();
  });

  it('shows staff the policy read-only', async () => {
    const server = serveCompany({
      me: { ...demoCeo, role: 'staff' },
      policy: { required: true, members: 3, enrolled: 3 },
    });
    render();
    const card = await policyCard();
    const toggle = await requiredSwitch(card);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(within(card).getByText('보안 정책은 대표 계정만 바꿀 수 있습니다.')).toBeVisible();
    await userEvent.setup().click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.policyChanges).toEqual([]);
  });
});
