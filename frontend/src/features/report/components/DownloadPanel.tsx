//! A PDF download page's panel: a busy bar while the PDF comes, then '다운로드가 완료되었습니다.'
//! with '다시 받기', or the reason it failed with '다시 시도'; always the way back to the report.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import { usePdfDownload } from '../hooks/usePdfDownload';
import { BusyBar } from './BusyBar';

export function DownloadPanel({
  title,
  url,
  fallbackName,
  backTo,
}: {
  title: string;
  url: string;
  fallbackName: string;
  /** The report the PDF is of. */
  backTo: string;
}) {
  const { phase, error, again } = usePdfDownload(url, fallbackName);
  return (
    <Paper withBorder shadow="xs" p="xl" maw={560}>
      <Stack gap="md">
        <Title order={1} fz={22}>
          {title}
        </Title>
        {phase === 'downloading' ? (
          <Stack gap="xs">
            <Text>PDF를 내려받는 중입니다. 잠시만 기다려 주세요.</Text>
            <BusyBar label="PDF 다운로드 중" />
          </Stack>
        ) : null}
        {phase === 'done' ? <Text fw={600}>다운로드가 완료되었습니다.</Text> : null}
        {phase === 'failed' ? (
          <Alert color="red" variant="light" title="PDF를 내려받지 못했습니다.">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm">
          {phase === 'downloading' ? null : (
            <Button onClick={again}>{phase === 'done' ? '다시 받기' : '다시 시도'}</Button>
          )}
          <Button variant="default" component={RouterLink} to={backTo}>
            보고서로 돌아가기
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
