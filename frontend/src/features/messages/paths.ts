//! The messages area's addresses (kept apart so the route table loads nothing else). A detail
//! takes its id as `?idx=`, the list its folder and page, as the spec writes them.
import type { Folder } from './model';

export { MESSAGE_SEND_PATH, messageSendPath } from '@/shared/navigation/messages';

export const MESSAGE_LIST_PATH = '/message-list';
export const MESSAGE_DETAIL_PATH = '/message-detail';

export const messageDetailPath = (id: number) => `${MESSAGE_DETAIL_PATH}?idx=${id}`;

/** The list's address; the inbox and page 1 are the defaults, so they are left out. */
export function messageListPath(folder: Folder = 'inbox', page = 1): string {
  const params = new URLSearchParams();
  if (folder !== 'inbox') params.set('folder', folder);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${MESSAGE_LIST_PATH}?${query}` : MESSAGE_LIST_PATH;
}
