//! An object URL for a group's image, made from the authenticated fetch and revoked when the
//! group, its image version or the component goes away.
import { useEffect, useState } from 'react';
import { fetchGroupImage } from '../groupImage';

/**
 * `version` changes whenever the image may have changed (e.g. the group's `has_image` or a
 * save counter), so a replaced image is fetched again.
 */
export function useGroupImageUrl(groupId: number, hasImage: boolean, version: unknown = 0) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasImage) return undefined;
    const controller = new AbortController();
    let created: string | null = null;
    void fetchGroupImage(groupId, controller.signal).then((blob) => {
      if (!blob || controller.signal.aborted) return;
      created = URL.createObjectURL(blob);
      setUrl(created);
    });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [groupId, hasImage, version]);
  return hasImage ? url : null;
}
