//! Page arithmetic for the shared Pagination widget (window of 5, page size 10 in the spec).

export const PAGE_SIZE = 10;
export const PAGE_WINDOW = 5;

/** The page numbers shown around `page`: up to 5, the current one centred when possible. */
export function pageWindow(page: number, totalPages: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export function totalPagesOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
