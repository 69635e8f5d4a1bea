//! The task's status (할 일 / 진행 중 / 완료), saved as soon as another is picked.
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import type { TaskDto } from '../api';
import { useTaskChange } from '../hooks/useTaskChange';
import { STATUSES } from '../model';

const DATA = STATUSES.map((status) => ({ value: status.value, label: status.label }));

export function StatusControl({ task }: { task: TaskDto }) {
  const { change, saving } = useTaskChange(task);
  // The status picked while it is being saved; the saved task shows it afterwards.
  const [picked, setPicked] = useState<string | null>(null);

  const pick = async (status: string) => {
    if (status === task.status || saving) return;
    setPicked(status);
    const label = STATUSES.find((item) => item.value === status)?.label ?? status;
    await change({ status }, `'${label}' 상태로 바꿨습니다.`);
    setPicked(null);
  };

  return (
    <SegmentedControl
      value={picked ?? task.status}
      onChange={(value) => void pick(value)}
      data={DATA}
      disabled={saving}
      aria-label="업무 상태"
      color={STATUSES.find((item) => item.value === (picked ?? task.status))?.color}
    />
  );
}
