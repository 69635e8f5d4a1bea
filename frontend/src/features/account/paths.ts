//! The account screens' addresses (kept apart so the route table loads nothing else).
export const MY_INFO_PATH = '/my-info';
export const MY_INFO_EDIT_PATH = '/my-info-edit';
export const MY_INFO_WITHDRAW_PATH = '/my-info-withdraw';
export { TWO_FACTOR_SETUP_PATH } from '@/entities/me/twoFactor';
