//! The profile card's pictures: the logo (or the name's first character) and the representative
//! photo when the company has uploaded one.
import { Image, Stack } from '@mantine/core';
import type { StartupProfileDto } from '../api';
import { CompanyLogo } from './CompanyLogo';

export function ProfileVisuals({ profile }: { profile: StartupProfileDto }) {
  return (
    <Stack gap="sm" align="center" style={{ flexShrink: 0 }}>
      <CompanyLogo name={profile.name} src={profile.logo_url} size={96} />
      {profile.photo_url ? (
        <Image
          src={profile.photo_url}
          alt={`${profile.name} 대표 사진`}
          w={160}
          h={120}
          fit="cover"
          radius="md"
        />
      ) : null}
    </Stack>
  );
}
