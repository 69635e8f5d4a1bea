//! The address of 메시지 보내기, here rather than in the messages feature so another area (a
//! startup's profile) can link to it without importing that feature.
export const MESSAGE_SEND_PATH = '/message-send';

/** /message-send, addressed to company `to` (locked in the form) and answering message `reply`. */
export function messageSendPath({ to, reply }: { to?: number; reply?: number } = {}): string {
  const params = new URLSearchParams();
  if (to !== undefined) params.set('to', String(to));
  if (reply !== undefined) params.set('reply', String(reply));
  const query = params.toString();
  return query ? `${MESSAGE_SEND_PATH}?${query}` : MESSAGE_SEND_PATH;
}
