//! The company area's addresses (kept apart so the route table loads nothing else). The firm's
//! own details share their addresses with a startup's own company (the app picks the page).
export const MEMBER_MANAGE_PATH = '/member-mange';
export const GROUP_MANAGE_PATH = '/group-mange';
export const FIRM_INFO_PATH = '/basic-info-mange';
export const FIRM_EDIT_PATH = '/basic-info-edit';
