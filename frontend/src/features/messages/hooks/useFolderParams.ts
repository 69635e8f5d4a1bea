//! The list's folder (`?folder=sent`, the inbox by default) and page held in the address, so
//! reload, back and forward — and '목록' from a message — show the same rows.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { folderOf, positiveInt, type Folder } from '../model';

// `replace`: the list keeps one history entry, holding where the user last was in it.
const WRITE = { replace: true } as const;

function write(folder: Folder, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (folder !== 'inbox') params.set('folder', folder);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function useFolderParams(): {
  folder: Folder;
  page: number;
  /** Another folder opens at its first page. */
  setFolder: (folder: Folder) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const folder = folderOf(params.get('folder'));
  const page = positiveInt(params.get('page')) ?? 1;
  const setFolder = useCallback((next: Folder) => setParams(write(next, 1), WRITE), [setParams]);
  const setPage = useCallback(
    (next: number) => setParams((current) => write(folderOf(current.get('folder')), next), WRITE),
    [setParams],
  );
  return { folder, page, setFolder, setPage };
}
