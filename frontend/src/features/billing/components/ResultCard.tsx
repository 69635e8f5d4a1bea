//! The centred card of a payment's outcome: an icon in the outcome's colour, a title, a line
//! and what to do next.
import { ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormCard } from '@/shared/ui/FormCard';
import { IconCheck, IconInfo, IconX } from '@/shared/ui/icons';

const LOOKS = {
  success: { color: 'teal', Icon: IconCheck },
  failure: { color: 'red', Icon: IconX },
  neutral: { color: 'gray', Icon: IconInfo },
} as const;

export function ResultCard({
  tone,
  title,
  description,
  children,
}: {
  tone: keyof typeof LOOKS;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { color, Icon } = LOOKS[tone];
  return (
    <FormCard
      width={560}
      aside={
        <ThemeIcon size={60} radius="xl" variant="light" color={color}>
          <Icon size={30} />
        </ThemeIcon>
      }
      title={title}
      description={description}
    >
      {children}
    </FormCard>
  );
}
