//! The union screens' addresses that other areas link to.

export const UNION_LIST_PATH = '/lp-invest-union-management/list';
export const UNION_CREATE_PATH = '/lp-invest-union-management/edit';
export const unionEditPath = (id: number | string) => `/lp-invest-union-management/edit/${id}`;
