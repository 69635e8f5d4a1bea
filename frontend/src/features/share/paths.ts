//! The public share views' route patterns, apart from the model so that the route table, in the
//! first download, carries nothing else.
export const SHARE_LIST_PATH = '/invest-portfolio/share/:token';
export const SHARE_ITEM_PATH = '/invest-portfolio/share/:token/:previewItemNo';
