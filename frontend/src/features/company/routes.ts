//! The company area's routes: member management and the teams (그룹 관리); and an investment
//! firm's own details (기업 기본 정보), built for its members only. Those share their addresses
//! with a startup's own company: the app joins the two at one path.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { isFirmMember } from './access';
import { FIRM_EDIT_PATH, FIRM_INFO_PATH, GROUP_MANAGE_PATH, MEMBER_MANAGE_PATH } from './paths';

export const companyRoutes = [
  appRoute(
    MEMBER_MANAGE_PATH,
    '구성원 관리',
    '기타',
    lazyPage(() => import('./pages/MemberManagePage'), 'MemberManagePage'),
  ),
  appRoute(
    GROUP_MANAGE_PATH,
    '그룹 관리',
    '기타',
    lazyPage(() => import('./pages/GroupManagePage'), 'GroupManagePage'),
  ),
];

/** 기업 기본 정보 of an investment firm: joined by the app to the startup's routes at the same paths. */
export const firmRoutes = [
  {
    ...appRoute(
      FIRM_INFO_PATH,
      '기업 기본 정보',
      '기타',
      lazyPage(() => import('./pages/FirmInfoPage'), 'FirmInfoPage'),
    ),
    builtFor: isFirmMember,
  },
  {
    ...appRoute(
      FIRM_EDIT_PATH,
      '기업 기본 정보 수정',
      undefined,
      lazyPage(() => import('./pages/FirmEditPage'), 'FirmEditPage'),
    ),
    builtFor: isFirmMember,
  },
];
