//! What a list hands to the details it opens, in the location state: its query string (page,
//! search, tab), so the detail's '목록' goes back to the rows it was opened from.

/** What a list hands to the details it opens: its query string, for their '목록'. */
export interface FromList {
  list: string;
}

/** The list's query string a detail was opened with ('' when opened otherwise). */
export function listSearchOf(state: unknown): string {
  const list = (state as Partial<FromList> | null)?.list;
  return typeof list === 'string' && list.startsWith('?') ? list : '';
}
