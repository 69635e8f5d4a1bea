//! The legacy report pages (spec: /old-report and its sub-routes): reports the previous system
//! made before 2024.05.30, read-only. Only the list is in the app's sidebar; the reports
//! themselves are listed in the reports sidebar.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import {
  LEGACY_DATAHELP_PATH,
  LEGACY_DETAIL_PATH,
  LEGACY_DETAIL_PRINT_PATH,
  LEGACY_INFO_EDIT_PATH,
  LEGACY_LIST_PATH,
  LEGACY_MEMBER_DATA_PATH,
  LEGACY_MEMBER_STATUS_PATH,
  LEGACY_PATH,
  LEGACY_PRINT_PATH,
  LEGACY_RESULT_PATH,
  LEGACY_STATUS_PATH,
} from './model';

const statusPage = lazyPage(() => import('./pages/LegacyStatusPage'), 'LegacyStatusPage');

export const legacyRoutes = [
  appRoute(LEGACY_PATH, '이전 보고서', '보고서', statusPage),
  appRoute(LEGACY_STATUS_PATH, '이전 보고서 현황', undefined, statusPage),
  appRoute(
    LEGACY_RESULT_PATH,
    '이전 보고서 · 결과',
    undefined,
    lazyPage(() => import('./pages/LegacyResultPage'), 'LegacyResultPage'),
  ),
  appRoute(
    LEGACY_LIST_PATH,
    '이전 보고서 · 결과 목록',
    undefined,
    lazyPage(() => import('./pages/LegacyListPage'), 'LegacyListPage'),
  ),
  appRoute(
    LEGACY_DETAIL_PATH,
    '이전 보고서 · 결과 상세',
    undefined,
    lazyPage(() => import('./pages/LegacyDetailPage'), 'LegacyDetailPage'),
  ),
  appRoute(
    LEGACY_PRINT_PATH,
    '이전 보고서 · 인쇄',
    undefined,
    lazyPage(() => import('./pages/LegacyPrintPages'), 'LegacyResultPrintPage'),
  ),
  appRoute(
    LEGACY_DETAIL_PRINT_PATH,
    '이전 보고서 · 상세 인쇄',
    undefined,
    lazyPage(() => import('./pages/LegacyPrintPages'), 'LegacyDetailPrintPage'),
  ),
  appRoute(
    LEGACY_MEMBER_STATUS_PATH,
    '이전 보고서 · 회원 현황',
    undefined,
    lazyPage(() => import('./pages/LegacyMemberStatusPage'), 'LegacyMemberStatusPage'),
  ),
  appRoute(
    LEGACY_MEMBER_DATA_PATH,
    '이전 보고서 · 회원 자료',
    undefined,
    lazyPage(() => import('./pages/LegacyMemberDataPage'), 'LegacyMemberDataPage'),
  ),
  appRoute(
    LEGACY_DATAHELP_PATH,
    '이전 보고서 · 자료 도움말',
    undefined,
    lazyPage(() => import('./pages/LegacyStaticPages'), 'LegacyDataHelpPage'),
  ),
  appRoute(
    LEGACY_INFO_EDIT_PATH,
    '이전 보고서 · 정보 수정',
    undefined,
    lazyPage(() => import('./pages/LegacyStaticPages'), 'LegacyInfoEditPage'),
  ),
];
