import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { serveAccount } from '../test/accountServer';
import { MyInfoPage } from './MyInfoPage';

const render = () => renderRoutes([{ path: '/my-info', element: <MyInfoPage /> }], '/my-info');

describe('MyInfoPage', () => {
  it("shows the user's account, with the ways to edit it and to withdraw", async () => {
    serveAccount();
    render();
    expect(await screen.findByText('demo@johap.kr')).toBeInTheDocument();
    expect(screen.getByText('김데모')).toBeInTheDocument();
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('데모투자파트너스')).toBeInTheDocument();
    expect(screen.getByText('대표')).toBeInTheDocument();
    expect(screen.getByText('투자사')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '정보 수정' })).toHaveAttribute(
      'href',
      '/my-info-edit',
    );
    expect(screen.getByRole('link', { name: '회원 탈퇴' })).toHaveAttribute(
      'href',
      '/my-info-withdraw',
    );
  });

  it("names a staff member's role and a startup's member type", async () => {
    serveAccount({ ...demoCeo, role: 'staff', user_type: 'startup', company_kind: 'startup' });
    render();
    expect(await screen.findByText('구성원')).toBeInTheDocument();
    expect(screen.getByText('스타트업')).toBeInTheDocument();
  });
});
