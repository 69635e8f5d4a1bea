//! A group's image (fetched with the bearer token) or a plain placeholder when it has none.
import { Center, Image } from '@mantine/core';
import { IconTeam } from '@/shared/ui/icons';
import { useGroupImageUrl } from '../hooks/useGroupImageUrl';

export function GroupImage({
  groupId,
  hasImage,
  name,
  height,
  version,
}: {
  groupId: number;
  hasImage: boolean;
  name: string;
  height: number;
  /** Changes when the image may have been replaced, to fetch it again. */
  version?: unknown;
}) {
  const url = useGroupImageUrl(groupId, hasImage, version);
  if (url) return <Image src={url} alt={`${name} 이미지`} h={height} fit="cover" radius="md" />;
  return (
    <Center h={height} bg="gray.1" c="gray.5" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <IconTeam size={Math.min(48, height / 2)} />
    </Center>
  );
}
