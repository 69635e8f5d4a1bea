//! 개인정보 수집·이용 동의: what is collected, why and for how long, and the required checkbox.
import { Checkbox, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const TERMS = [
  { label: '수집 항목', text: '회사명, 사업자등록번호, 담당자 이름·이메일·휴대폰' },
  { label: '이용 목적', text: '서비스 이용 안내' },
  { label: '보유 기간', text: '이용 안내 후 1년' },
];

export function PrivacyConsent({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" bg="gray.0" p="md">
        <Table
          withRowBorders={false}
          verticalSpacing={4}
          horizontalSpacing={0}
          aria-label="개인정보 수집·이용 내용"
        >
          <Table.Tbody>
            {TERMS.map((term) => (
              <Table.Tr key={term.label}>
                <Table.Th w={84} fz="sm" c="dimmed" fw={500}>
                  {term.label}
                </Table.Th>
                <Table.Td fz="sm">{term.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="xs" c="dimmed" mt="xs">
          동의하지 않으실 수 있으며, 이 경우 대기 등록을 하실 수 없습니다.
        </Text>
      </Paper>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
        label={
          <Text span fz="sm" fw={600}>
            <Text span c="brand.7" fw={700}>
              [필수]
            </Text>{' '}
            개인정보 수집·이용에 동의합니다
          </Text>
        }
      />
    </Stack>
  );
}
