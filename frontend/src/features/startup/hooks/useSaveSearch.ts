//! 검색 저장: saves the page's filters (amounts in won) and hands the user the saved search's link,
//! /search-result/{id}, copied to the clipboard when the browser lets the page write there.
import { useRef, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { newIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import type { StartupFilters } from '../filters';
import { searchResultPath } from '../model';
import { savedSearchBody } from '../savedSearch';
import { useSaveSearchMutation } from '../api';

/** False when there is no clipboard (an http page, an old browser) or the user refused it. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A refusal's reason: a 422's messages (the filters it names), otherwise the server's text. */
function reasonOf(error: ApiError): string {
  const messages = error.status === 422 ? Object.values(error.fieldErrors) : [];
  return messages.length > 0 ? messages.join(' ') : error.message;
}

export function useSaveSearch(filters: StartupFilters): {
  save: () => Promise<void>;
  saving: boolean;
  /** The last save while the filters are still the saved ones, else null. */
  saved: { path: string; link: string } | null;
} {
  const [saveSearch, { isLoading }] = useSaveSearchMutation();
  // One Idempotency-Key per set of filters: a retry of the same filters saves them once (and a
  // second save of them answers the same link), while other filters never reuse a key (the
  // server refuses a key sent again with another body).
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [saved, setSaved] = useState<{ body: string; path: string; link: string } | null>(null);
  const body = savedSearchBody(filters);
  const bodyText = JSON.stringify(body);

  const save = async () => {
    if (attempt.current?.body !== bodyText) {
      attempt.current = { body: bodyText, key: newIdempotencyKey() };
    }
    try {
      const answer = await saveSearch({
        'Idempotency-Key': attempt.current.key,
        savedSearchBody: body,
      }).unwrap();
      const path = searchResultPath(answer.id);
      const link = `${window.location.origin}${path}`;
      setSaved({ body: bodyText, path, link });
      const copied = await copyText(link);
      notifySuccess(
        `검색 조건을 저장했습니다. ${copied ? '링크를 복사했습니다' : '링크'}: ${link}`,
      );
    } catch (caught) {
      notifyError(reasonOf(caught as ApiError), '검색을 저장하지 못했습니다.');
    }
  };

  return {
    save,
    saving: isLoading,
    saved: saved && saved.body === bodyText ? saved : null,
  };
}
