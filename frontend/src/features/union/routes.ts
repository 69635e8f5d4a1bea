//! The union routes: the list, create and edit, and the detail screen with its tabs, the data
//! tab's edit screen and an applicant's detail.
import { UNION_CREATE_PATH, UNION_LIST_PATH } from '@/entities/union';
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';

const detail = '/lp-invest-union-management/detail/:fundIdx';
const UnionEditPage = lazyPage(() => import('./pages/UnionEditPage'), 'UnionEditPage');
const UnionDetailPage = lazyPage(() => import('./pages/UnionDetailPage'), 'UnionDetailPage');
const ApplicantDetailPage = lazyPage(
  () => import('./pages/ApplicantDetailPage'),
  'ApplicantDetailPage',
);

export const unionRoutes = [
  appRoute(
    UNION_LIST_PATH,
    '조합 목록',
    '조합 관리',
    lazyPage(() => import('./pages/UnionListPage'), 'UnionListPage'),
  ),
  appRoute(UNION_CREATE_PATH, '조합 등록', '조합 관리', UnionEditPage),
  appRoute(`${UNION_CREATE_PATH}/:fundIdx`, '조합 수정', undefined, UnionEditPage),
  appRoute(detail, '조합 상세 · 출자 신청 관리', undefined, UnionDetailPage),
  appRoute(`${detail}/apply`, '조합 상세 · 출자 신청 관리', undefined, UnionDetailPage),
  appRoute(`${detail}/info`, '조합 상세 · 기본 정보', undefined, UnionDetailPage),
  appRoute(`${detail}/formation`, '조합 상세 · 결성 관리', undefined, UnionDetailPage),
  appRoute(`${detail}/capital`, '조합 상세 · 출자금', undefined, UnionDetailPage),
  appRoute(`${detail}/data`, '조합 상세 · 관련 자료', undefined, UnionDetailPage),
  appRoute(`${detail}/communication`, '조합 상세 · 커뮤니케이션', undefined, UnionDetailPage),
  appRoute(`${detail}/invest`, '조합 상세 · 투자 증빙', undefined, UnionDetailPage),
  appRoute(`${detail}/apply/member/:memberIdx`, '출자 신청자 상세', undefined, ApplicantDetailPage),
  appRoute(`${detail}/data/edit`, '조합 자료 수정', undefined, UnionDetailPage),
];
