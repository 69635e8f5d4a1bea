//! '다른 연도 추가': a fiscal year typed in (1900 to this year) to open on the '재무 정보' tab —
//! a year not listed yet starts blank, a listed one simply opens.
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export const OTHER_YEAR_TITLE = '다른 연도 추가';
export const MIN_YEAR = 1900;

export function OtherYearModal({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (year: number) => void;
}) {
  const max = new Date().getFullYear();
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  const pick = () => {
    const year = typeof value === 'number' ? value : Number(value);
    if (value === '' || !Number.isInteger(year) || year < MIN_YEAR || year > max) {
      setError(`연도는 ${MIN_YEAR}년부터 ${max}년까지 입력할 수 있습니다.`);
      return;
    }
    onPick(year);
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title={OTHER_YEAR_TITLE} centered size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          pick();
        }}
        noValidate
      >
        <Stack gap="md">
          <NumberInput
            label="회계 연도"
            description="이미 저장된 연도를 입력하면 그 연도가 열립니다."
            placeholder={String(max - 1)}
            min={MIN_YEAR}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            // Out of range is said, not quietly moved to 1900 or this year.
            clampBehavior="none"
            hideControls
            rightSection={
              <Text fz="sm" c="dimmed">
                년
              </Text>
            }
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              취소
            </Button>
            <Button type="submit">열기</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
