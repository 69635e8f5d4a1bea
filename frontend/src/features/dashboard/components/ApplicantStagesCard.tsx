//! 출자 신청 단계: the applicants over every union in the five stages, in order, each with its
//! count, its applied amount and a bar of its share of all applicants.
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { applicantStatusInfo } from '@/entities/applicant';
import { formatNumber, formatProgress, formatWonUnit } from '@/shared/format';
import type { ApplicantStageDto } from '../api';
import { shareOf, UNIONS_PATH } from '../model';
import { GlanceCard } from './GlanceCard';

export function ApplicantStagesCard({ stages }: { stages: ApplicantStageDto[] }) {
  const total = stages.reduce((sum, stage) => sum + stage.count, 0);
  return (
    <GlanceCard
      title="출자 신청 단계"
      description={`전체 신청자 ${formatNumber(total)}명이 지금 있는 단계입니다.`}
      to={UNIONS_PATH}
      linkLabel="조합 목록"
    >
      <SimpleGrid
        component="ol"
        cols={{ base: 2, sm: 3, md: 5 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="출자 신청 단계별 신청자"
      >
        {stages.map((stage, index) => {
          const share = shareOf(stage.count, total);
          const color = applicantStatusInfo(stage.status).color;
          return (
            <Paper component="li" key={stage.status} bg="gray.0" radius="md" p="sm">
              <Stack gap={4}>
                <Group gap={6} wrap="nowrap">
                  <Text fz="xs" c="dimmed">
                    {index + 1}단계
                  </Text>
                  <Text fz="sm" fw={600} c={`${color}.8`}>
                    {stage.label}
                  </Text>
                </Group>
                <Text fz="lg" fw={700}>
                  {formatNumber(stage.count)}명
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatWonUnit(stage.amount)}
                </Text>
                <Progress
                  value={share * 100}
                  color={color}
                  size="xs"
                  aria-label={`${stage.label} 비중 ${formatProgress(share)}`}
                />
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </GlanceCard>
  );
}
