//! /notice, /notice/Detail and /faq: placeholders until the support area is built.
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/session';

function SupportPlaceholder({ title }: { title: string }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  return loggedIn ? (
    <ComingSoonPage title={title} />
  ) : (
    <ComingSoonPage title={title} backTo="/" backLabel="홈으로 이동" />
  );
}

export function NoticePage() {
  return <SupportPlaceholder title="공지사항" />;
}

export function NoticeDetailPage() {
  return <SupportPlaceholder title="공지사항 상세" />;
}

export function FaqPage() {
  return <SupportPlaceholder title="자주 묻는 질문" />;
}
