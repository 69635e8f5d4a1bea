//! '공유': the modal that picks the link's expiry (a week from now unless changed, Korea time),
//! an optional password (4 to 64 characters, asked before the portfolio opens), whether readers
//! prove their e-mail with a mailed code first ('열람자 이메일 인증', off unless turned on; their
//! PDFs then carry it) and whether the share list offers the whole PDF ('PDF 저장 허용', on unless
//! turned off), and makes the link —
//! after `prepare`, which makes the shared PDFs first when they are not current
//! (its progress shown in the modal) — and the spec's SHARE modal (400x266) that tells the link
//! was copied, shows it and when it expires. The link's token is in the create answer only: this
//! modal is the one place it is shown.
import { Button, Group, Modal, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatDateTimeKorean } from '@/shared/format';
import { useCreateShareLinkMutation, type NewShareLinkDto } from '../api';
import {
  defaultExpiry,
  expiresAtOf,
  sharePasswordError,
  sharePasswordOf,
  type ExpiryInput,
} from '../model';

const EXPIRY_REQUIRED = '만료 일시를 입력해 주세요.';
export const PDFS_NOT_MADE = '공유 PDF를 만들지 못해 링크를 만들지 않았습니다.';

/** Before the link is made: true to go on, false to stop (it told the user why). */
type Prepare = () => Promise<boolean>;

function ShareForm({
  portfolioId,
  onCancel,
  onCreated,
  prepare,
  progress,
}: {
  portfolioId: number;
  onCancel: () => void;
  onCreated: (created: NewShareLinkDto) => void;
  prepare?: Prepare;
  progress?: ReactNode;
}) {
  const [expiry, setExpiry] = useState<ExpiryInput>(() => defaultExpiry());
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [requireEmail, setRequireEmail] = useState(false);
  const [allowDownload, setAllowDownload] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [create, { isLoading: creating }] = useCreateShareLinkMutation();
  const isLoading = preparing || creating;
  // Closed while the PDFs were being made: no link is made afterwards.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const submit = async () => {
    if (isLoading) return;
    const expiresAt = expiresAtOf(expiry);
    const invalidPassword = sharePasswordError(password);
    setPasswordError(invalidPassword);
    setError(expiresAt === null ? EXPIRY_REQUIRED : null);
    // Nothing is made (no PDFs either) while the form is not right.
    if (expiresAt === null || invalidPassword) return;
    if (prepare) {
      setPreparing(true);
      const ready = await prepare().finally(() => {
        if (open.current) setPreparing(false);
      });
      if (!open.current) return;
      if (!ready) {
        setError(PDFS_NOT_MADE);
        return;
      }
    }
    const chosen = sharePasswordOf(password);
    try {
      onCreated(
        await create({
          portfolioId,
          shareLinkBody: {
            expires_at: expiresAt,
            ...(chosen === undefined ? {} : { password: chosen }),
            require_email: requireEmail,
            allow_download: allowDownload,
          },
        }).unwrap(),
      );
    } catch (caught) {
      const refused = caught as ApiError;
      const { password: passwordRefused, expires_at: expiryRefused } = refused.fieldErrors;
      if (passwordRefused) setPasswordError(passwordRefused);
      // The password's refusal is under its field; anything else (the expiry's) above the buttons.
      if (expiryRefused || !passwordRefused) setError(expiryRefused ?? refused.message);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        링크를 가진 사람은 로그인하지 않고 만료 일시까지 포트폴리오를 볼 수 있습니다.
      </Text>
      <Group grow gap="sm" align="flex-start">
        <TextInput
          label="만료 날짜"
          type="date"
          value={expiry.date}
          onChange={(event) => setExpiry({ ...expiry, date: event.currentTarget.value })}
        />
        <TextInput
          label="만료 시간"
          type="time"
          value={expiry.time}
          onChange={(event) => setExpiry({ ...expiry, time: event.currentTarget.value })}
        />
      </Group>
      <PasswordInput
        label="비밀번호"
        description="입력하면 링크를 연 사람에게 비밀번호를 묻습니다. 비워 두면 묻지 않습니다."
        placeholder="4자 이상 64자 이하 (선택)"
        autoComplete="new-password"
        value={password}
        error={passwordError}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setPasswordError(null);
        }}
      />
      <Switch
        // The label wraps the description too: the name is the label alone.
        aria-label="열람자 이메일 인증"
        label="열람자 이메일 인증"
        description="열람하려면 이메일로 받은 인증번호를 입력해야 합니다. 열람한 PDF에 열람자의 이메일이 표시됩니다."
        checked={requireEmail}
        onChange={(event) => setRequireEmail(event.currentTarget.checked)}
      />
      <Switch
        aria-label="PDF 저장 허용"
        label="PDF 저장 허용"
        description="링크를 연 사람이 포트폴리오 전체 PDF를 내려받을 수 있습니다."
        checked={allowDownload}
        onChange={(event) => setAllowDownload(event.currentTarget.checked)}
      />
      {preparing && progress ? progress : null}
      {error ? (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isLoading}>
          취소
        </Button>
        <Button loading={isLoading} onClick={() => void submit()}>
          링크 만들기
        </Button>
      </Group>
    </Stack>
  );
}

export function ShareCreateModal({
  portfolioId,
  opened,
  onClose,
  onCreated,
  prepare,
  progress,
}: {
  portfolioId: number;
  opened: boolean;
  onClose: () => void;
  onCreated: (created: NewShareLinkDto) => void;
  /** Runs before the link is made (the shared PDFs); false stops it. */
  prepare?: Prepare;
  /** What `prepare` shows while it runs. */
  progress?: ReactNode;
}) {
  // The form is a child of the modal: it starts over (a week from now) each time it opens.
  return (
    <Modal opened={opened} onClose={onClose} title="공유 링크 만들기" centered>
      <ShareForm
        portfolioId={portfolioId}
        onCancel={onClose}
        onCreated={onCreated}
        prepare={prepare}
        progress={progress}
      />
    </Modal>
  );
}

/** A link just made: where it opens, when it expires and whether the clipboard took it. */
export interface SharedLink {
  url: string;
  expiresAt: string;
  copied: boolean;
}

export function ShareDoneModal({
  shared,
  onClose,
}: {
  shared: SharedLink | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={shared !== null}
      onClose={onClose}
      title="공유"
      centered
      size={400}
      styles={{
        content: { height: 266, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', flexDirection: 'column' },
      }}
    >
      {shared ? (
        <Stack gap="sm" style={{ flex: 1 }}>
          <Text fw={700}>
            {shared.copied
              ? '링크가 복사되었습니다.'
              : '링크를 복사하지 못했습니다. 아래 링크를 복사해 주세요.'}
          </Text>
          <TextInput
            aria-label="공유 링크 주소"
            value={shared.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text fz="sm" c="dimmed">
            만료 일시{' '}
            <Text span c="dark.7" fw={600} data-testid="share-expiry">
              {formatDateTimeKorean(shared.expiresAt)}
            </Text>
          </Text>
          <Group justify="flex-end" mt="auto">
            <Button onClick={onClose}>확인</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
