//! A company's logo (a public picture URL), or the first character of its name when it has none.
import { Avatar } from '@mantine/core';

/** The first character of the name ('데모기업' → '데'), whole even outside the BMP. */
const initialOf = (name: string) => Array.from(name.trim())[0] ?? '';

export function CompanyLogo({
  name,
  src,
  size = 48,
}: {
  name: string;
  src: string | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      src={src || null}
      alt={`${name} 로고`}
      size={size}
      radius="md"
      color="blue"
      variant="light"
      styles={{ image: { objectFit: 'contain' } }}
    >
      {initialOf(name)}
    </Avatar>
  );
}
