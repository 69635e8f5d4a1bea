//! Whether the PDFs the share pages show are current: each page's made after its last save, the
//! title page's and the whole portfolio's after the portfolio's last change. When they are not,
//! a notice says what is behind; 'PDF 만들기' makes them all again, with its progress.
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PortfolioDto } from '../api';
import { PDF_STALE_TEXT, pdfState } from '../model';
import { PdfProgress, type PdfProgressState } from './PdfProgress';

function staleDetail(pages: number, portfolioStale: boolean): string {
  const parts: string[] = [];
  if (pages > 0) parts.push(`${pages}개 페이지의 PDF가 없거나 저장 후 다시 만들지 않았습니다`);
  if (portfolioStale) parts.push('표지 또는 전체 PDF가 없거나 마지막 변경 전에 만들어졌습니다');
  return `${parts.join('. ')}. 공유 링크를 받은 분은 최신 내용을 볼 수 없습니다. 'PDF 만들기'로 다시 만들어 주세요.`;
}

export function SharePdfStatus({
  portfolio,
  progress,
  onMake,
}: {
  portfolio: PortfolioDto;
  progress: PdfProgressState | null;
  onMake: () => void;
}) {
  const state = pdfState(portfolio);
  const button = (
    <Button
      variant={state.current ? 'default' : 'filled'}
      loading={progress !== null}
      onClick={onMake}
    >
      PDF 만들기
    </Button>
  );
  return (
    <Stack gap="xs" component="section" aria-label="공유 PDF">
      {state.current ? (
        <Paper withBorder p="sm" px="md">
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              공유 PDF가 최신입니다.
            </Text>
            {button}
          </Group>
        </Paper>
      ) : (
        <Alert color="yellow" variant="light" title={PDF_STALE_TEXT} data-testid="pdf-stale">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Text fz="sm" maw={720}>
              {staleDetail(state.stalePages.length, state.portfolioStale)}
            </Text>
            {button}
          </Group>
        </Alert>
      )}
      {progress ? <PdfProgress progress={progress} /> : null}
    </Stack>
  );
}
