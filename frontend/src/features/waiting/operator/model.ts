//! The operator desk's labels and small rules: who it is for, its tabs, the kind badge, a failed
//! mail and the note's preview.
import type { SessionUserDto } from '@/api/gen/me';
import type { WaitingEntryDto, WaitingStatusCode } from '@/api/gen/operator';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import { charCount } from '../model';

/** The platform's operator staff: they onboard the waiting companies. */
export const isOperatorStaff = (me: Pick<SessionUserDto, 'operator'>): boolean => me.operator;

export const WAITING_TABS: { value: WaitingStatusCode; label: string }[] = [
  { value: 'waiting', label: '대기 중' },
  { value: 'onboarded', label: '이용 안내 완료' },
];

/** The tab of `?status=`: the queue unless the other tab is asked for. */
export const waitingTabOf = (value: string | null): WaitingStatusCode =>
  value === 'onboarded' ? 'onboarded' : 'waiting';

export const kindInfo = (entry: Pick<WaitingEntryDto, 'company_kind' | 'company_kind_label'>) =>
  ({
    label: entry.company_kind_label,
    color: entry.company_kind === 'startup' ? 'violet' : 'blue',
  }) satisfies StatusInfo;

/** Onboarded, but the mail was not handed over: the operator sends it again. */
export const mailFailed = (entry: Pick<WaitingEntryDto, 'status' | 'notified_at'>) =>
  entry.status === 'onboarded' && !entry.notified_at;

/** A note longer than this is cut in the table and opened on demand. */
export const NOTE_PREVIEW = 40;
export const isLongNote = (note: string) => charCount(note) > NOTE_PREVIEW;
export const notePreview = (note: string) =>
  isLongNote(note) ? `${[...note].slice(0, NOTE_PREVIEW).join('')}…` : note;
