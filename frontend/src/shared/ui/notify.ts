//! Notifications shown to the user (errors and confirmations), in one place.
import { notifications } from '@mantine/notifications';

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: '알림', message, autoClose: 5000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', title: '완료', message, autoClose: 3000 });
}
