//! The mail preview (800x800, spec section 9): the subject and the HTML exactly as the server
//! writes it for members, in a sandboxed frame (no scripts, no links out of the app).
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';
import { useMailPreviewQuery } from '../api';
import { BANK_ACCOUNT_REQUIRED, mailKindInfo, type MailKind } from '../model';

const SIZE = 800;

export function MailPreviewModal({
  unionId,
  kind,
  canSend,
  onSend,
  onClose,
}: {
  unionId: number;
  /** The kind previewed; null while closed. */
  kind: MailKind | null;
  canSend: boolean;
  onSend: (kind: MailKind) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind ? mailKindInfo(kind).label : ''}
      size={SIZE}
      centered
      styles={{
        content: {
          height: SIZE,
          maxHeight: 'calc(100dvh - 2rem)',
          display: 'flex',
          flexDirection: 'column',
        },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      {kind ? (
        <PreviewBody
          unionId={unionId}
          kind={kind}
          canSend={canSend}
          onSend={() => onSend(kind)}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function PreviewBody({
  unionId,
  kind,
  canSend,
  onSend,
  onClose,
}: {
  unionId: number;
  kind: MailKind;
  canSend: boolean;
  onSend: () => void;
  onClose: () => void;
}) {
  const { data, isError, error, refetch } = useMailPreviewQuery({ unionId, kind });
  const label = mailKindInfo(kind).label;

  if (isError) {
    return (
      <Alert color="red" variant="light" title="미리보기를 불러오지 못했습니다.">
        {(error as ApiError | undefined)?.message}
        <Group mt="xs">
          <Button variant="light" size="xs" onClick={() => void refetch()}>
            다시 시도
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Group gap="sm" wrap="nowrap" align="baseline">
        <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
          제목
        </Text>
        {data ? (
          <Text fw={600} data-testid="mail-subject">
            {data.subject}
          </Text>
        ) : (
          <Skeleton h={20} w="60%" />
        )}
      </Group>
      {data ? (
        <iframe
          title={`${label} 메일 내용`}
          sandbox=""
          srcDoc={data.html}
          style={{
            flex: 1,
            minHeight: 0,
            width: '100%',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'white',
          }}
        />
      ) : (
        <Skeleton style={{ flex: 1 }} />
      )}
      <Group justify="space-between" gap="sm">
        <Text fz="xs" c="dimmed">
          {canSend
            ? '받는 분의 이름(○○○)과 신청 내용은 발송할 때 한 분 한 분에 맞게 들어갑니다.'
            : BANK_ACCOUNT_REQUIRED}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            닫기
          </Button>
          <Button disabled={!canSend} onClick={onSend}>
            발송하기
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
