//! The support area's addresses (kept apart so the route table loads nothing else). Details take
//! their id as `?idx=`, as the spec writes them.
export const NOTICE_PATH = '/notice';
export const NOTICE_DETAIL_PATH = '/notice/Detail';
export const FAQ_PATH = '/faq';
export const INQUIRY_PATH = '/inquiry';
export const INQUIRY_HISTORY_PATH = '/inquiry-history';
export const INQUIRY_DETAIL_PATH = '/inquiry-detail';
export const OPERATOR_SUPPORT_PATH = '/operator/support';

export const noticeDetailPath = (id: number) => `${NOTICE_DETAIL_PATH}?idx=${id}`;
export const inquiryDetailPath = (id: number) => `${INQUIRY_DETAIL_PATH}?idx=${id}`;
