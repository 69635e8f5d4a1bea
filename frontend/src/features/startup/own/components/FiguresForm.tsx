//! '재무 정보' tab's form: one fiscal year at a time — any saved year (the profile's three and the
//! older ones the server lists) or one typed in under '다른 연도 추가' — its balance sheet and
//! income statement side by side with the profile's labels, amounts typed in 원. '저장' sends the
//! year (a blank line as null), '연도 삭제' removes it after asking.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { BALANCE_ROWS, INCOME_ROWS } from '@/features/startup/profile';
import type { StartupProfileDto } from '@/features/startup/api';
import type { StoredFigures } from '../hooks/useStoredFigures';
import {
  formToFigures,
  savedYears,
  SIGNED_BALANCE,
  storedYearToForm,
  type FiguresFormValues,
} from '../model';
import { useEditYearMutation, useRemoveYearMutation } from '../api';
import { FigureStatement } from './FigureStatement';
import { FormSection } from '@/shared/ui/FormSection';
import { SaveRow } from './formParts';
import { OtherYearModal } from './OtherYearModal';
import { showProblem } from './showProblem';
import { YearPicker } from './YearPicker';

const latestFirst = (years: Iterable<number>) => [...new Set(years)].sort((a, b) => b - a);

export function FiguresForm({
  startupId,
  profile,
  stored,
}: {
  startupId: number;
  profile: StartupProfileDto;
  stored: StoredFigures;
}) {
  // Years opened here and not saved yet.
  const [added, setAdded] = useState<number[]>([]);
  const saved = savedYears(profile, stored.years);
  const years = latestFirst([...saved, ...added]);
  const [year, setYear] = useState<number | null>(years[0] ?? null);
  const [picking, setPicking] = useState(false);
  const form = useForm<FiguresFormValues>({
    mode: 'controlled',
    initialValues: storedYearToForm(profile, stored.years, year ?? 0),
  });
  const [saveYear, saving] = useEditYearMutation();
  const [removeYear, removing] = useRemoveYearMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const isSaved = year !== null && saved.includes(year);

  /** Opens `next` (null: none), asking first when the open year has unsaved changes. */
  const open = (next: number | null, source: StartupProfileDto = profile, ask = true) => {
    const go = () => {
      const values = storedYearToForm(source, stored.years, next ?? 0);
      setYear(next);
      form.setValues(values);
      // The snapshot a later change is measured against, and no field marked changed.
      form.resetDirty(values);
      form.clearErrors();
    };
    if (ask && form.isDirty()) {
      confirmLeave(go, { lost: '입력한 재무 정보는 저장되지 않습니다.', stay: '계속 입력' });
    } else {
      go();
    }
  };

  const submit = async (current: FiguresFormValues) => {
    if (inFlight.current || year === null) return;
    inFlight.current = true;
    form.clearErrors();
    try {
      const body = formToFigures(current);
      // The stored years now hold it (own/api.ts puts it into the list).
      await saveYear({ startupId, year, yearFiguresBody: body }).unwrap();
      setAdded((list) => list.filter((candidate) => candidate !== year));
      // Saved: moving to another year asks nothing.
      form.resetDirty(current);
      notifySuccess('저장되었습니다.');
    } catch (caught) {
      showProblem(form, caught as ApiError, formRef.current);
    } finally {
      inFlight.current = false;
    }
  };

  const remove = (target: number) => {
    const rest = (list: number[]) => list.filter((candidate) => candidate !== target);
    if (!isSaved) {
      // Never saved: nothing to delete on the server.
      setAdded(rest);
      open(rest(years)[0] ?? null, profile, false);
      return;
    }
    modals.openConfirmModal({
      title: '연도 삭제',
      centered: true,
      children: (
        <Stack gap={4}>
          <Text fz="sm">{target}년 재무 정보를 삭제하시겠습니까?</Text>
          <Text fz="xs" c="dimmed">
            이 연도의 재무상태표와 손익계산서가 함께 삭제됩니다.
          </Text>
        </Stack>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        removeYear({ startupId, year: target })
          .unwrap()
          .then((answer) => {
            setAdded(rest);
            const left = rest(latestFirst([...savedYears(answer, stored.years), ...added]));
            open(left[0] ?? null, answer, false);
            notifySuccess('삭제되었습니다.');
          })
          .catch((caught: ApiError) => notifyError(caught.message));
      },
    });
  };

  const pickOther = (next: number) => {
    if (!years.includes(next)) setAdded((list) => [...list, next]);
    if (next !== year) open(next);
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((current) => void submit(current))(event);

  return (
    <>
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <FormSection
            title="재무 정보"
            description="금액은 원 단위로 입력합니다. 비워 둔 항목은 '-'(미입력)로 저장됩니다."
          >
            <YearPicker
              years={years}
              year={year}
              status={stored.status}
              removing={removing.isLoading}
              onOpen={(next) => open(next)}
              onOther={() => setPicking(true)}
              onRemove={remove}
              onRetry={stored.reload}
            />
            {year === null ? (
              <EmptyState
                text="등록된 재무 정보가 없습니다. 회계 연도에서 '다른 연도 추가'를 골라 연도를 추가해 주세요."
                py={40}
              />
            ) : (
              <>
                {!isSaved && stored.status !== 'failed' ? (
                  <Text fz="sm" c="blue.8">
                    {year}년은 아직 저장되지 않은 연도입니다.
                  </Text>
                ) : null}
                {!isSaved && stored.status === 'failed' ? (
                  <Text fz="sm" c="orange.8">
                    {year}년에 저장된 값이 있는지 확인하지 못했습니다. 저장하면 입력한 값으로
                    바뀝니다.
                  </Text>
                ) : null}
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} verticalSpacing="lg">
                  <FigureStatement
                    title={`재무상태표 (${year}년)`}
                    rows={BALANCE_ROWS}
                    prefix="balance"
                    form={form}
                    signed={(key) => SIGNED_BALANCE.includes(key)}
                  />
                  <FigureStatement
                    title={`손익계산서 (${year}년)`}
                    rows={INCOME_ROWS}
                    prefix="income"
                    form={form}
                    signed={() => true}
                  />
                </SimpleGrid>
              </>
            )}
          </FormSection>
          {year !== null ? <SaveRow saving={saving.isLoading} /> : null}
        </Stack>
      </form>
      {/* Outside the form: a submit inside the modal must not bubble up to the year's save. */}
      <OtherYearModal opened={picking} onClose={() => setPicking(false)} onPick={pickOther} />
    </>
  );
}
