//! A waiting entry's 문의 사항 in the table: a short note whole, a long one cut and opened on
//! demand (the whole text also on hover), so one long note does not stretch every row.
import { Anchor, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { isLongNote, notePreview } from './model';

const TEXT_STYLE = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

export function NoteCell({ note }: { note: string }) {
  const [open, setOpen] = useState(false);
  if (note.trim() === '') {
    return (
      <Text fz="sm" c="dimmed">
        -
      </Text>
    );
  }
  if (!isLongNote(note)) {
    return (
      <Text fz="sm" style={TEXT_STYLE}>
        {note}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      {open ? (
        <Text fz="sm" style={TEXT_STYLE}>
          {note}
        </Text>
      ) : (
        <Tooltip label={note} multiline w={360} withArrow openDelay={300} style={TEXT_STYLE}>
          <Text fz="sm" style={TEXT_STYLE}>
            {notePreview(note)}
          </Text>
        </Tooltip>
      )}
      <Anchor component="button" type="button" fz="xs" onClick={() => setOpen(!open)}>
        {open ? '접기' : '전체 보기'}
      </Anchor>
    </Stack>
  );
}
