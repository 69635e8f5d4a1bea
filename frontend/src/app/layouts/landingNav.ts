//! The public pages' navigation, shared by the header and the phone menu.

export const LANDING_NAV = [
  { to: '/#about', label: '서비스 소개' },
  { to: '/#services', label: '핵심 서비스' },
  { to: '/price-policy', label: '요금 안내' },
  { to: '/notice', label: '공지사항' },
  { to: '/faq', label: 'FAQ' },
];
