//! The support routes: notices and FAQ (open to everyone: the landing layout for visitors, the
//! sidebar layout for users), the user's 1:1 inquiries, and the operators' desk, listed in the
//! sidebar for operator staff only.
import { appRoute, lazyPage, supportRoute } from '@/shared/navigation/appRoute';
import { isOperator } from './access';
import {
  FAQ_PATH,
  INQUIRY_DETAIL_PATH,
  INQUIRY_HISTORY_PATH,
  INQUIRY_PATH,
  NOTICE_DETAIL_PATH,
  NOTICE_PATH,
  OPERATOR_SUPPORT_PATH,
} from './paths';

export const supportRoutes = [
  supportRoute(
    NOTICE_PATH,
    '공지사항',
    lazyPage(() => import('./pages/NoticePage'), 'NoticePage'),
  ),
  supportRoute(
    NOTICE_DETAIL_PATH,
    '공지사항 상세',
    lazyPage(() => import('./pages/NoticeDetailPage'), 'NoticeDetailPage'),
  ),
  supportRoute(
    FAQ_PATH,
    '자주 묻는 질문',
    lazyPage(() => import('./pages/FaqPage'), 'FaqPage'),
  ),
  appRoute(
    INQUIRY_PATH,
    '1:1 문의',
    '기타',
    lazyPage(() => import('./pages/InquiryPage'), 'InquiryPage'),
  ),
  appRoute(
    INQUIRY_HISTORY_PATH,
    '문의 내역',
    undefined,
    lazyPage(() => import('./pages/InquiryHistoryPage'), 'InquiryHistoryPage'),
  ),
  appRoute(
    INQUIRY_DETAIL_PATH,
    '문의 상세',
    undefined,
    lazyPage(() => import('./pages/InquiryDetailPage'), 'InquiryDetailPage'),
  ),
  {
    ...appRoute(
      OPERATOR_SUPPORT_PATH,
      '운영 관리',
      '기타',
      lazyPage(() => import('./pages/OperatorSupportPage'), 'OperatorSupportPage'),
    ),
    shownTo: isOperator,
  },
];
