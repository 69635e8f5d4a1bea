//! Whom a message may go to. An investment firm searches the startups by name (the startup
//! search the firm uses elsewhere); a startup picks among the companies it has written with
//! (its inbox and sent lists), for it answers rather than starts a conversation.
import { useMemo } from 'react';
import type { Me } from '@/entities/me';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { useGetStartupQuery, useListMessagesQuery, useSearchStartupsQuery } from '../api';
import { correspondents, type CompanyChoice } from '../model';

/** The most the server gives a page; older correspondents than that are rare enough. */
const MAX_PAGE = 100;
const SEARCH_PAGE = 20;

export const pickerKind = (me: Pick<Me, 'company_kind'>) =>
  me.company_kind === 'startup' ? 'correspondents' : 'search';

/** The companies in the inbox and sent lists' first pages, each once. */
export function useCorrespondents(me: Me | undefined, enabled: boolean) {
  const skip = !enabled || !me;
  const inbox = useListMessagesQuery({ folder: 'inbox', page: 1, pageSize: MAX_PAGE }, { skip });
  const sent = useListMessagesQuery({ folder: 'sent', page: 1, pageSize: MAX_PAGE }, { skip });
  const choices = useMemo<CompanyChoice[]>(
    () =>
      me
        ? correspondents([...(inbox.data?.items ?? []), ...(sent.data?.items ?? [])], me.company_id)
        : [],
    [me, inbox.data, sent.data],
  );
  return {
    choices,
    loading: inbox.isLoading || sent.isLoading,
    failed: inbox.isError || sent.isError,
  };
}

/** Startups whose name holds `search` (asked after the search boxes' pause). */
export function useStartupChoices(search: string, enabled: boolean) {
  const q = useSearchDebounce(search.trim());
  const { currentData, isFetching, isError } = useSearchStartupsQuery(
    { q: q || undefined, page: 1, pageSize: SEARCH_PAGE },
    { skip: !enabled },
  );
  const choices = useMemo<CompanyChoice[]>(
    () => (currentData?.items ?? []).map((card) => ({ value: String(card.id), label: card.name })),
    [currentData],
  );
  return { choices, searching: isFetching || q !== search.trim(), failed: isError };
}

/**
 * The name of a recipient given by the address: the replied message's sender when known,
 * else a startup's correspondent, else (for a firm) the startup's profile.
 */
export function useRecipientName(companyId: number, me: Me | undefined, known?: string) {
  const ask = known === undefined && me !== undefined;
  const fromMessages = ask && pickerKind(me) === 'correspondents';
  const people = useCorrespondents(me, fromMessages);
  const profile = useGetStartupQuery({ startupId: companyId }, { skip: !ask || fromMessages });
  if (known !== undefined) return { name: known, failed: false };
  if (fromMessages) {
    const found = people.choices.find((choice) => choice.value === String(companyId));
    return { name: found?.label ?? null, failed: !found && !people.loading };
  }
  return { name: profile.data?.name ?? null, failed: profile.isError };
}
