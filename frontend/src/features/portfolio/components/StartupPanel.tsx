//! The editor's side panel: the page's startup as its profile has it — logo, one-line intro, name,
//! 대표자, 설립일, 업종, 벤처 인증, 연락처, and 기업가치 and 누적 투자금 in 억원.
import { Avatar, Divider, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';
import { useGetStartupQuery } from '../api';
import { startupFacts } from '../model';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz="sm" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

export function StartupPanel({ startupId, name }: { startupId: number; name: string }) {
  const { data, error } = useGetStartupQuery({ startupId });

  let body;
  if (error) {
    body = (
      <Text fz="sm" c="dimmed" role="alert">
        {(error as ApiError).message}
      </Text>
    );
  } else if (!data) {
    body = (
      <Stack gap="xs" data-testid="startup-panel-loading">
        <Skeleton h={64} w={64} circle />
        <Skeleton h={16} />
        <Skeleton h={16} />
        <Skeleton h={120} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Avatar src={data.logo_url ?? null} alt={`${data.name} 로고`} size={64} radius="md">
          {data.name.slice(0, 1)}
        </Avatar>
        {data.one_line_intro ? (
          <Text fz="sm" c="dimmed">
            {data.one_line_intro}
          </Text>
        ) : null}
        <Text fw={700} fz="lg">
          {data.name}
        </Text>
        <Divider />
        <Stack component="dl" gap="sm" m={0}>
          {startupFacts(data).map((fact) => (
            <Fact key={fact.label} label={fact.label} value={fact.value} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper withBorder shadow="xs" p="lg" component="aside" aria-label={`${name} 기업 정보`}>
      {body}
    </Paper>
  );
}
