//! /waiting-complete (대기 등록 완료): the receipt the form handed over in the router state — the
//! company, its place in the queue, and what happens next. Opened without it (a link, a new tab),
//! it says so and points to the lookup instead of showing an empty receipt.
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { formatBusinessNumber, formatDateKorean } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { FormCard } from '@/shared/ui/FormCard';
import { IconCheck, IconInfo, IconMail } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { HOME_PATH, positionText, receiptFrom, searchPathFor } from '../model';

function Actions({ businessNumber }: { businessNumber?: string }) {
  return (
    <Group grow>
      <Button component={RouterLink} to={HOME_PATH} variant="default" size="md">
        홈으로
      </Button>
      <Button component={RouterLink} to={searchPathFor(businessNumber)} size="md">
        등록 현황 조회
      </Button>
    </Group>
  );
}

export function WaitingCompletePage() {
  const receipt = receiptFrom(useLocation().state);

  if (!receipt) {
    return (
      <FormCard
        width={520}
        aside={
          <ThemeIcon size={60} radius="xl" variant="light" color="gray">
            <IconInfo size={30} />
          </ThemeIcon>
        }
        title="대기 등록 완료"
        description="표시할 등록 내용이 없습니다. 대기 등록을 하셨다면 등록 현황 조회에서 사업자등록번호로 대기 순서를 확인해 주세요."
      >
        <Actions />
      </FormCard>
    );
  }

  return (
    <FormCard
      width={520}
      aside={
        <ThemeIcon size={60} radius="xl" variant="light" color="teal">
          <IconCheck size={30} />
        </ThemeIcon>
      }
      title="대기 등록이 완료되었습니다"
      description={`${receipt.company_name}의 대기 등록을 접수했습니다.`}
    >
      <Paper bg="gray.0" p="md" radius="md">
        <Stack gap="sm">
          <Field label="회사명" size="md">
            {receipt.company_name}
          </Field>
          <Field label="사업자등록번호">{formatBusinessNumber(receipt.business_number)}</Field>
          <Field label="대기 순서" size="md">
            {positionText(receipt.position)}
          </Field>
          <Field label="등록일">{formatDateKorean(receipt.created_at)}</Field>
        </Stack>
      </Paper>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={32} radius="xl" variant="light">
          <IconMail size={18} />
        </ThemeIcon>
        <Text fz="sm" lh={1.7} c="gray.7">
          운영팀이 서비스 이용을 준비하고, 회원가입이 열리면 등록하신 담당자 이메일로 안내해
          드립니다. 메일을 받으신 뒤 회원가입을 진행해 주세요. 대기 순서는 언제든 등록 현황 조회에서
          확인할 수 있습니다.
        </Text>
      </Group>
      <Actions businessNumber={receipt.business_number} />
    </FormCard>
  );
}
