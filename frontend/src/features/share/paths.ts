//! The public share views' route patterns, apart from the model so that the route table, in the
//! first download, carries nothing else; and the test by which the entry script gives these
//! addresses the share pages' own small app.
export const SHARE_LIST_PATH = '/invest-portfolio/share/:token';
export const SHARE_ITEM_PATH = '/invest-portfolio/share/:token/:previewItemNo';

// As react-router matches a pattern (any case, trailing slashes or none), without react-router:
// the entry script, which asks first, stays a few bytes and every app loads its router itself.
const patterns = [SHARE_LIST_PATH, SHARE_ITEM_PATH].map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/*$`, 'i'),
);

/** Whether `pathname` opens a share view. */
export function isSharePath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
