//! /join-complete: active right away (new company, CEO) or waiting for the company CEO's approval.
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useSelector } from 'react-redux';
import { FormCard } from '@/shared/ui/FormCard';
import { IconCheck, IconHourglass } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { JoinStepGuard } from '../components/JoinStepGuard';
import { selectJoin } from '../joinSlice';

function JoinComplete() {
  const result = useSelector(selectJoin).result;
  if (!result) return null;
  const active = result.group_status === 'c';

  return (
    <FormCard
      width={520}
      aside={
        <ThemeIcon size={60} radius="xl" variant="light" color={active ? 'teal' : 'orange'}>
          {active ? <IconCheck size={30} /> : <IconHourglass size={30} />}
        </ThemeIcon>
      }
      title={active ? '가입이 완료되었습니다' : '가입 신청이 접수되었습니다'}
      description={
        active
          ? `${result.company_name}의 ${result.role === 'ceo' ? '대표 계정' : '계정'}이 만들어졌습니다. 지금 바로 로그인해 서비스를 이용할 수 있습니다.`
          : `${result.company_name} 대표의 승인을 기다리고 있습니다. 승인이 완료되면 로그인할 수 있습니다.`
      }
    >
      <Paper bg="gray.0" p="md" radius="md">
        <Stack gap={4}>
          <Text fz="sm">
            <Text span c="dimmed" mr="xs">
              소속 회사
            </Text>
            <Text span fw={700}>
              {result.company_name}
            </Text>
          </Text>
          <Text fz="sm">
            <Text span c="dimmed" mr="xs">
              계정 상태
            </Text>
            <Text span fw={700} c={active ? 'teal.7' : 'orange.7'}>
              {active ? '이용 가능' : '승인 대기'}
            </Text>
          </Text>
        </Stack>
      </Paper>
      {active ? (
        <Button component={RouterLink} to="/login" size="md">
          로그인하러 가기
        </Button>
      ) : (
        <Button component={RouterLink} to="/" size="md" variant="default">
          홈으로
        </Button>
      )}
    </FormCard>
  );
}

export function JoinCompletePage() {
  return (
    <JoinStepGuard step="complete">
      <JoinComplete />
    </JoinStepGuard>
  );
}
