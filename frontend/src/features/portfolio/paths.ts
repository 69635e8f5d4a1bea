//! The portfolio screens' route patterns (the spec's, with `portfolioIdx` and `previewItemNo`),
//! apart from the model so that the route table, in the first download, carries nothing else.
export const PORTFOLIO_LIST_PATH = '/invest-portfolio';
export const PORTFOLIO_DETAIL_PATH = '/invest-portfolio/detail/:portfolioIdx';
export const PORTFOLIO_TARGETS_PATH = '/invest-portfolio/edit/:portfolioIdx';
export const PORTFOLIO_ITEM_PATH = '/invest-portfolio/create/:previewItemNo/:portfolioIdx';
