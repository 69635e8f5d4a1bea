//! The request form's values, where they start (the last finished quarter, last year's
//! statements, two weeks to answer) and the body they become. Fields hidden with their item
//! unchecked keep their values but are not sent.
import type { UseFormReturnType } from '@mantine/form';
import type { CompanyDocumentCode, DataRequestBody, DataRequestItemCode } from '../api';
import { addDays } from '@/shared/format';
import { ITEM_CODES, lastFinishedQuarter, QUARTERLY_ITEMS, yearOf } from '../model';

/** Two weeks, as long as a mailed link works. */
const DEFAULT_DAYS_TO_ANSWER = 14;

export interface PickedStartup {
  startup_id: number;
  name: string;
  /** Blank: the mail goes to the startup's account address. */
  email: string;
}

export interface RequestFormValues {
  title: string;
  message: string;
  items: DataRequestItemCode[];
  /** Select values are strings. */
  year: string;
  quarter: string;
  statements_year: string;
  document_kinds: CompanyDocumentCode[];
  due_on: string;
  startups: PickedStartup[];
}

export type RequestFormApi = UseFormReturnType<RequestFormValues>;

export function emptyRequestForm(today: string): RequestFormValues {
  const period = lastFinishedQuarter(today);
  return {
    title: '',
    message: '',
    items: [],
    year: String(period.year),
    quarter: String(period.quarter),
    statements_year: String(yearOf(today) - 1),
    document_kinds: [],
    due_on: addDays(today, DEFAULT_DAYS_TO_ANSWER),
    startups: [],
  };
}

export const asksQuarter = (items: readonly DataRequestItemCode[]) =>
  items.some((item) => QUARTERLY_ITEMS.includes(item));

export function toRequestBody(values: RequestFormValues): DataRequestBody {
  const asks = (item: DataRequestItemCode) => values.items.includes(item);
  return {
    title: values.title,
    message: values.message,
    // In the server's order, however they were checked.
    items: ITEM_CODES.filter(asks),
    // The server wants a quarter even when only statements or documents are asked.
    year: Number(values.year),
    quarter: Number(values.quarter),
    statements_year: asks('yearly_statements') ? Number(values.statements_year) : null,
    document_kinds: asks('documents') ? values.document_kinds : [],
    due_on: values.due_on,
    startups: values.startups.map((startup) => ({
      startup_id: startup.startup_id,
      email: startup.email.trim() || null,
    })),
  };
}
