//! A filter typed into a box (name, amount, date): the box shows each keystroke at once and the
//! search gets the value 600 ms after the last one (spec section 9), so a word or a number
//! costs one request instead of one per character.
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/shared/hooks/useDebouncedValue';

export function useTypedFilter(
  committed: string,
  commit: (value: string) => void,
): {
  text: string;
  /** A keystroke: shown now, searched after the pause. */
  change: (value: string) => void;
  /** A picked suggestion: searched now. */
  commitNow: (value: string) => void;
} {
  const [draft, setDraft] = useState({ committed, text: committed });
  // Cancelled on unmount: the page remounts the boxes on 초기화 so a pending value cannot
  // come back after the reset.
  const commitLater = useDebouncedCallback(commit, SEARCH_DEBOUNCE_MS);

  // The address changed under the box (back or forward, or its own commit landing): show the
  // address's value. A commit lands synchronously (flushSync), before any further keystroke.
  let text = draft.text;
  if (draft.committed !== committed) {
    text = committed;
    setDraft({ committed, text });
  }

  return {
    text,
    change: (value) => {
      setDraft({ committed, text: value });
      commitLater(value);
    },
    commitNow: (value) => {
      commitLater.cancel();
      setDraft({ committed, text: value });
      commit(value);
    },
  };
}
