//! The firm's details as a card: identity, contacts and the introduction (line breaks kept),
//! each empty value shown as '-'.
import { Anchor, Divider, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { dash, formatBusinessNumber, formatDate, formatPhone } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { IconExternalLink } from '@/shared/ui/icons';
import type { FirmDto } from '../api';
import { investorTypeLabel, isWebAddress } from '../model';

function Homepage({ address }: { address: string }) {
  if (!isWebAddress(address)) return dash(address);
  return (
    <Anchor href={address.trim()} target="_blank" rel="noopener noreferrer" fz="sm">
      <Group gap={4} wrap="nowrap" component="span" style={{ wordBreak: 'break-all' }}>
        {address.trim()}
        <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

export function FirmDetails({ firm }: { firm: FirmDto }) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label="회사 정보">
      <Title order={2} fz={18} mb="md">
        회사 정보
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Field label="회사명" size="md">
          {dash(firm.name)}
        </Field>
        <Field label="사업자등록번호">{formatBusinessNumber(firm.business_number)}</Field>
        <Field label="대표자명">{dash(firm.ceo_name)}</Field>
        <Field label="투자사 유형">{investorTypeLabel(firm.investor_type)}</Field>
        <Field label="설립일">{formatDate(firm.founded_on)}</Field>
        <Field label="대표 전화">{formatPhone(firm.phone)}</Field>
        <Field label="이메일">{dash(firm.contact_email)}</Field>
        <Field label="홈페이지">
          <Homepage address={firm.homepage} />
        </Field>
        <Field label="주소">{dash(firm.address)}</Field>
      </SimpleGrid>
      <Divider my="lg" />
      <Field label="회사 소개">
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {dash(firm.introduction.trim())}
        </Text>
      </Field>
    </Paper>
  );
}
