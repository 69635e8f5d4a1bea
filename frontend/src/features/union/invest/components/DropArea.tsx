//! The spec's "Excel or zip drop area": files dragged onto it, or picked with its button (the way
//! in for keyboard users). Native drag events: @mantine/dropzone is not among the dependencies.
import { Button, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { FilePicker } from '@/shared/ui/FilePicker';
import { IconPlus } from '@/shared/ui/icons';

export function DropArea({
  label,
  pickerLabel,
  accept,
  disabled,
  onDrop,
}: {
  /** Accessible names of the area and of its file input. */
  label: string;
  pickerLabel: string;
  accept: string;
  disabled: boolean;
  onDrop: (files: File[]) => void;
}) {
  const [over, setOver] = useState(false);

  // Always taken over, even while disabled: an unhandled drop makes the browser open the file
  // in place of the app.
  const hold = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setOver(!disabled);
  };

  return (
    <Stack
      role="group"
      aria-label={label}
      aria-disabled={disabled || undefined}
      align="center"
      gap="xs"
      py="xl"
      px="md"
      onDragEnter={hold}
      onDragOver={hold}
      onDragLeave={(event) => {
        // Moving onto a child fires a leave on the area: only leaving the area counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (!disabled && files.length > 0) onDrop(files);
      }}
      style={{
        border: `1px dashed var(--mantine-color-${over ? 'blue-5' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: `var(--mantine-color-${over ? 'blue-0' : 'gray-0'})`,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Text fz="sm" c="dimmed" ta="center">
        PDF 또는 ZIP 파일을 이곳에 끌어다 놓거나
      </Text>
      <FilePicker label={pickerLabel} accept={accept} multiple disabled={disabled} onPick={onDrop}>
        {(open) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={disabled}
            onClick={open}
          >
            파일 선택
          </Button>
        )}
      </FilePicker>
    </Stack>
  );
}
