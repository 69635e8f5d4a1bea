//! A company's logo, or the first character of its name when it has none.
import { Avatar } from '@mantine/core';

/** The first character of the name ('데모기업' → '데'), whole even outside the BMP. */
const initialOf = (name: string) => Array.from(name.trim())[0] ?? '';

export function CompanyMark({ name, src }: { name: string; src: string | null | undefined }) {
  return (
    <Avatar
      src={src || null}
      alt={`${name} 로고`}
      size={64}
      radius="md"
      color="brand"
      variant="light"
      styles={{ image: { objectFit: 'contain' } }}
    >
      {initialOf(name)}
    </Avatar>
  );
}
