//! The public header's actions: inquiry, login and sign-up, or logout and the dashboard.
import { Button } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useLogout } from '@/entities/me';
import { INQUIRY_URL } from '@/shared/config/product';
import { selectIsLoggedIn } from '@/shared/session';
import { RouterLink } from '@/shared/ui/RouterLink';

export function HeaderActions({ onNavigate }: { onNavigate?: () => void }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const logout = useLogout();
  if (loggedIn) {
    return (
      <>
        <Button variant="default" onClick={() => void logout()}>
          로그아웃
        </Button>
        <Button component={RouterLink} to="/dashboard" onClick={onNavigate}>
          대시보드
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        component="a"
        href={INQUIRY_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="dark"
      >
        문의하기
      </Button>
      <Button component={RouterLink} to="/login" variant="default" onClick={onNavigate}>
        로그인
      </Button>
      <Button component={RouterLink} to="/join-intro" onClick={onNavigate}>
        회원가입
      </Button>
    </>
  );
}
