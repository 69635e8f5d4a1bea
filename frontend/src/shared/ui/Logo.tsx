//! The product mark and name, linking home.
import { Group, Text } from '@mantine/core';
import { RouterLink } from './RouterLink';

export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <RouterLink
      to={to}
      style={{ textDecoration: 'none', display: 'inline-flex' }}
      aria-label="조합 홈"
    >
      <Group gap={8} wrap="nowrap">
        <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true">
          <rect
            width="64"
            height="64"
            rx="16"
            fill={inverted ? '#ffffff' : 'var(--mantine-color-brand-7)'}
          />
          <path
            d="M18 42c0-8 6-14 14-14s14 6 14 14"
            fill="none"
            stroke={inverted ? 'var(--mantine-color-brand-7)' : '#ffffff'}
            strokeWidth="6"
            strokeLinecap="round"
          />
          <circle
            cx="32"
            cy="20"
            r="5.5"
            fill={inverted ? 'var(--mantine-color-brand-4)' : '#9fd4ff'}
          />
        </svg>
        <Text
          fw={800}
          fz={22}
          c={inverted ? 'white' : 'dark.8'}
          lh={1}
          style={{ letterSpacing: '-0.02em' }}
        >
          조합
        </Text>
      </Group>
    </RouterLink>
  );
}
