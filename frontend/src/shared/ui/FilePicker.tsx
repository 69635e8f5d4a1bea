//! A button that opens the file dialog, with a labelled input (tests and screen readers find it by
//! that label) that is cleared after each pick so the same file can be picked again.
import { FileButton } from '@mantine/core';
import { useRef, type ReactNode } from 'react';

export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled = false,
  onPick,
  children,
}: {
  /** Accessible name of the hidden file input. */
  label: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onPick: (files: File[]) => void;
  /** The visible button; call `open` to show the file dialog. */
  children: (open: () => void) => ReactNode;
}) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      multiple={multiple}
      accept={accept}
      disabled={disabled}
      resetRef={resetRef}
      inputProps={{ 'aria-label': label, disabled }}
      onChange={(picked: File | File[] | null) => {
        const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
        resetRef.current?.();
        if (files.length > 0) onPick(files);
      }}
    >
      {({ onClick }) => children(onClick)}
    </FileButton>
  );
}
