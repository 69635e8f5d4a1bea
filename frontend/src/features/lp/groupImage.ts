//! Group images outside RTK Query: the upload is multipart (with the shared upload helper) and
//! the image itself needs the bearer token, so it is fetched as a blob and shown by object URL.
import { apiBaseUrl } from '@/api/baseQuery';
import { readToken } from '@/shared/session';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';
import type { GroupImageUpload } from './api';

/** Stores a picked image; its `image_key` is then sent with the group's create or update. */
export function uploadGroupImage(file: File): Promise<GroupImageUpload> {
  return uploadWithProgress<GroupImageUpload>({ path: 'api/v1/lp-group-images', files: [file] });
}

/** The group's image bytes, or null when it has none (or it cannot be read). */
export async function fetchGroupImage(groupId: number, signal?: AbortSignal): Promise<Blob | null> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(new URL(`api/v1/lp-groups/${groupId}/image`, apiBaseUrl()), {
      headers,
      signal,
    });
    // 204: the group has no image.
    return response.status === 200 ? await response.blob() : null;
  } catch {
    return null;
  }
}
