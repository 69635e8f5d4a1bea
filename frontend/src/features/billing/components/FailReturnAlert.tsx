//! The payment window came back cancelled or failed: closes its order and says what the window
//! said, until dismissed.
import { Alert } from '@mantine/core';
import { useFailReturn } from '../hooks/useFailReturn';
import { failNotice } from '../model';

export function FailReturnAlert() {
  const { failure, dismiss } = useFailReturn();
  if (!failure) return null;
  const notice = failNotice(failure);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={notice.title}
      withCloseButton
      closeButtonLabel="닫기"
      onClose={dismiss}
    >
      {notice.message}
    </Alert>
  );
}
