//! 소득공제 출자확인서: for a year, each paid member's amount under the union's rule (a
//! 벤처투자조합's 10% of the year's payments, a 개인투자조합's bands over the member's part of the
//! year's investments) and the part an individual may deduct, with their papers (one PDF, or the
//! year's zip), the resident number the paper prints, and the law's conditions as the papers
//! state them (from the server, which holds the law's numbers).
import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';
import { IconDownload } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { notifyError } from '@/shared/ui/notify';
import { downloadAllTaxPapers, useGetTaxPapersQuery, type TaxLineDto } from './api';
import {
  hasPaper,
  lastMailedLine,
  NO_INVESTMENT,
  NO_MEMBERS,
  TAX_PAPERS_EXPLANATION,
  TAX_PAPERS_TITLE,
  yearLabel,
} from './model';
import { MailPapersButton } from './MailPapersButton';
import { ResidentNumberModal } from './ResidentNumberModal';
import { TaxPapersTable } from './TaxPapersTable';

/** '전체 다운로드 (ZIP)': every individual's paper for the year in one zip. */
function ZipButton({
  unionId,
  year,
  disabled,
}: {
  unionId: number;
  year: number;
  disabled: boolean;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAllTaxPapers(unionId, year);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={downloading}
      disabled={disabled}
      onClick={() => void download()}
    >
      전체 다운로드 (ZIP)
    </Button>
  );
}

function Body({ unionId }: { unionId: number }) {
  // Undefined until the GP picks one: the server then shows the latest year.
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<TaxLineDto | null>(null);
  const { data, error, isFetching, refetch } = useGetTaxPapersQuery({ unionId, year: picked });

  if (error)
    return (
      <LoadError
        title="소득공제 출자확인서를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <Skeleton h={200} />;
  const year = data.year ?? null;
  if (year === null)
    return (
      <Text fz="sm" c="dimmed" ta="center" py="lg">
        {NO_INVESTMENT}
      </Text>
    );

  const papers = data.members.filter(hasPaper).length;
  const last = data.mailings[0];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <SegmentedControl
          aria-label="연도"
          // The picked year while its lines load, then the year the server shows.
          value={String(picked ?? year)}
          data={data.years.map((each) => ({ value: String(each), label: yearLabel(each) }))}
          onChange={(value) => setPicked(Number(value))}
        />
        <Group gap="xs">
          <MailPapersButton
            unionId={unionId}
            year={year}
            papers={papers}
            last={last}
            disabled={isFetching || papers === 0}
          />
          <ZipButton unionId={unionId} year={year} disabled={isFetching || papers === 0} />
        </Group>
      </Group>
      {last ? (
        <Text fz="sm" c="dimmed" ta="right">
          {lastMailedLine(last)}
        </Text>
      ) : null}
      <Group gap="xs">
        <Badge variant="light" color="indigo" radius="sm">
          {data.rule_label}
        </Badge>
      </Group>
      <List size="xs" c="dimmed" spacing={2} aria-label="소득공제 조건">
        {data.notes.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
      {data.members.length === 0 ? (
        <Text fz="sm" c="dimmed" ta="center" py="lg">
          {NO_MEMBERS}
        </Text>
      ) : (
        <TaxPapersTable
          unionId={unionId}
          year={year}
          rule={data.rule}
          members={data.members}
          total={data.deductible_total}
          fetching={isFetching}
          onEditResidentNumber={setEditing}
        />
      )}
      <ResidentNumberModal unionId={unionId} member={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

export function TaxPapersSection({ unionId }: { unionId: number }) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label={TAX_PAPERS_TITLE}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz="md">
            {TAX_PAPERS_TITLE}
          </Title>
          <Text fz="sm" c="dimmed">
            {TAX_PAPERS_EXPLANATION}
          </Text>
        </Stack>
        <Body unionId={unionId} />
      </Stack>
    </Paper>
  );
}
