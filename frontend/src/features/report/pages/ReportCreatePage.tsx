//! /report/create (ReportCreate, 새 보고서 만들기): a title (blank: '투자 보고서'), the base date
//! (today in Korea unless changed) and the scope: every union of the firm or the ones ticked.
//! Sending starts the report and goes to /report/status, where it shows '생성 중' until the
//! server answers.
import { Button, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { koreanToday } from '@/shared/format';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { ReportLayout } from '../components/ReportLayout';
import { UnionPicker } from '../components/UnionPicker';
import { DEFAULT_REPORT_TITLE, REPORT_STATUS_PATH, TITLE_MAX_LENGTH } from '../model';
import { useStartReport } from '../pending';

interface Values {
  title: string;
  base_date: string;
  scope: 'all' | 'selected';
  union_ids: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function ReportCreatePage() {
  const navigate = useNavigate();
  const start = useStartReport();
  const idempotency = useIdempotencyKey();
  // A second click before the page has gone must not ask for the report twice.
  const sent = useRef(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { title: '', base_date: koreanToday(), scope: 'all', union_ids: [] },
    validate: {
      title: (value) =>
        value.trim().length > TITLE_MAX_LENGTH
          ? `보고서명은 ${TITLE_MAX_LENGTH}자 이내로 입력해 주세요.`
          : null,
      base_date: (value) => (DATE.test(value) ? null : '기준일을 입력해 주세요.'),
      union_ids: (value, values) =>
        values.scope === 'selected' && value.length === 0 ? '조합을 선택해 주세요.' : null,
    },
  });
  const values = form.getValues();

  const submit = (v: Values) => {
    if (sent.current) return;
    sent.current = true;
    start(
      {
        title: v.title.trim() || null,
        base_date: v.base_date,
        union_ids: v.scope === 'selected' ? v.union_ids.map(Number) : null,
      },
      idempotency.key(),
    );
    void navigate(REPORT_STATUS_PATH);
  };

  return (
    <ReportLayout>
      <Stack gap="lg">
        <PageHeader
          title="새 보고서 만들기"
          description="기준일까지의 투자 내역으로 조합의 투자 성과 보고서를 만듭니다."
        />
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={640}>
          <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate>
            <Stack gap="lg">
              <TextInput
                label="보고서명"
                placeholder={DEFAULT_REPORT_TITLE}
                maxLength={TITLE_MAX_LENGTH}
                description={`${TITLE_MAX_LENGTH}자 이내, 비워 두면 '${DEFAULT_REPORT_TITLE}'`}
                {...form.getInputProps('title')}
              />
              <TextInput
                label="기준일"
                type="date"
                required
                w={200}
                {...form.getInputProps('base_date')}
              />
              <Radio.Group label="범위" required {...form.getInputProps('scope')}>
                <Group gap="lg" mt="xs">
                  <Radio value="all" label="전체 조합" />
                  <Radio value="selected" label="선택한 조합" />
                </Group>
              </Radio.Group>
              {values.scope === 'selected' && DATE.test(values.base_date) ? (
                <UnionPicker
                  baseDate={values.base_date}
                  value={values.union_ids}
                  onChange={(ids) => form.setFieldValue('union_ids', ids)}
                  error={form.errors.union_ids as string | undefined}
                />
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" component={RouterLink} to={REPORT_STATUS_PATH}>
                  취소
                </Button>
                <Button type="submit">보고서 만들기</Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </ReportLayout>
  );
}
