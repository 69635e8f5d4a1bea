//! The support routes: notices and FAQ.
import { lazyPage, supportRoute } from '@/shared/navigation/appRoute';

const pages = () => import('./pages/SupportPages');

export const supportRoutes = [
  supportRoute('/notice', '공지사항', lazyPage(pages, 'NoticePage')),
  supportRoute('/notice/Detail', '공지사항 상세', lazyPage(pages, 'NoticeDetailPage')),
  supportRoute('/faq', '자주 묻는 질문', lazyPage(pages, 'FaqPage')),
];
