//! Step 1 of the two-factor setup: the QR code for the authenticator app, and the secret to type
//! in when scanning is not possible.
import {
  Button,
  Center,
  CopyButton,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import type { TwoFactorEnrolmentDto } from '../twoFactorApi';
import { useQrCode } from '../hooks/useQrCode';
import { APPS_NOTE, groupedSecret } from '../twoFactor';

const QR_SIZE = 200;

export function AuthenticatorConnect({ enrolment }: { enrolment: TwoFactorEnrolmentDto }) {
  const qr = useQrCode(enrolment.otpauth_uri);

  return (
    <Stack gap="md">
      <Text fz="sm">{APPS_NOTE}</Text>
      <Center>
        <Paper withBorder p="xs" w={QR_SIZE + 20} h={QR_SIZE + 20}>
          {qr ? (
            <Image src={qr} alt="인증 앱 등록용 QR 코드" w={QR_SIZE} h={QR_SIZE} />
          ) : (
            <Center h={QR_SIZE}>
              <Loader size="sm" aria-label="QR 코드를 만드는 중" />
            </Center>
          )}
        </Paper>
      </Center>
      <Stack gap={6}>
        <Text fz="sm" c="dimmed">
          QR 코드를 스캔할 수 없으면 인증 앱에 아래 키를 직접 입력하세요.
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text
            ff="monospace"
            fz="md"
            fw={600}
            data-testid="two-factor-secret"
            style={{ wordBreak: 'break-all' }}
          >
            {groupedSecret(enrolment.secret)}
          </Text>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} aria-label="설정 키 복사">
                {copied ? '복사됨' : '복사'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Stack>
  );
}
