//! Debounce for search inputs (600 ms in the spec).
import { useDebouncedValue as useMantineDebounced } from '@mantine/hooks';

export const SEARCH_DEBOUNCE_MS = 600;

export function useSearchDebounce<T>(value: T): T {
  const [debounced] = useMantineDebounced(value, SEARCH_DEBOUNCE_MS);
  return debounced;
}
