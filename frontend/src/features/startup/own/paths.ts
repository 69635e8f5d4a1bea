//! The startup's own screens' addresses (kept apart so the route table loads nothing else).
export const OWN_COMPANY_PATH = '/basic-info-mange';
export const OWN_COMPANY_EDIT_PATH = '/basic-info-edit';
