//! Notifications shown to the user (errors and confirmations), in one place.
import { notifications } from '@mantine/notifications';

/** `title` names the failed action when `message` is the server's reason (e.g. '업로드 실패했습니다.'). */
export function notifyError(message: string, title = '알림'): void {
  notifications.show({ color: 'red', title, message, autoClose: 5000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', title: '완료', message, autoClose: 3000 });
}
