//! An automatic task's note: the product raised it and completes it once its work is done, with
//! the way to where that work is (the union's applicants, the data request).
import { Alert, Button } from '@mantine/core';
import { IconArrowRight, IconAutomation } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { TaskDto } from '../api';
import { autoKindLabel, workLink } from '../model';

export function WorkLink({ task }: { task: TaskDto }) {
  const kind = autoKindLabel(task);
  if (!kind) return null;
  const link = workLink(task);
  return (
    <Alert
      color="violet"
      variant="light"
      icon={<IconAutomation size={18} />}
      title={`자동으로 만든 업무 · ${kind}`}
    >
      처리가 끝나면 저절로 완료됩니다. 제목과 조합은 바꿀 수 없고, 삭제할 수 없습니다.
      {link ? (
        <div>
          <Button
            component={RouterLink}
            to={link.to}
            variant="light"
            color="violet"
            size="xs"
            mt="sm"
            rightSection={<IconArrowRight size={14} />}
          >
            {link.label}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
