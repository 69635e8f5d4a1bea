//! Centered spinner for lazy pages and session checks.
import { Center, Loader } from '@mantine/core';

export function LoadingScreen({ minHeight = 320 }: { minHeight?: number | string }) {
  return (
    <Center mih={minHeight} role="status" aria-busy="true" aria-label="불러오는 중">
      <Loader size="md" />
    </Center>
  );
}
