//! Recovery codes just made (enrolment, renewal): the ten codes, a copy and a .txt download,
//! and the warning that they are shown only now.
import { Alert, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { saveBlob } from '@/shared/download/saveBlob';
import { IconCheck, IconDownload, IconInfo } from '@/shared/ui/icons';
import { RECOVERY_FILE_NAME, recoveryCodesText } from '../twoFactor';

export function RecoveryCodes({ codes, email }: { codes: string[]; email?: string }) {
  const text = recoveryCodesText(codes, email);
  const download = () =>
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_FILE_NAME);

  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconInfo size={18} />} title="복구 코드 저장">
        인증 앱을 쓸 수 없을 때 인증 코드 대신 입력하는 코드입니다. 각 코드는 한 번만 쓸 수 있으며,
        이 화면에서만 보여 드립니다. 안전한 곳에 저장해 두세요.
      </Alert>
      <Paper withBorder p="md" bg="gray.0">
        <SimpleGrid
          cols={{ base: 2, xs: 2, sm: 5 }}
          spacing="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="복구 코드"
        >
          {codes.map((code) => (
            <Text key={code} component="li" ff="monospace" fz="md" fw={600} ta="center">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : null}
            >
              {copied ? '복사됨' : '복사'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download} leftSection={<IconDownload size={16} />}>
          내려받기
        </Button>
      </Group>
    </Stack>
  );
}
