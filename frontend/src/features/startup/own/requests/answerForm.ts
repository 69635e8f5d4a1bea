//! The answer form's values (as typed) to and from the API: only what the request asks is sent,
//! amounts as whole numbers; and a refusal's field messages sorted to where they are shown.
import { asks } from './model';
import type { AnswerBody, RequestAnswerDto, RequestAskDto } from './api';
import {
  formToFigures,
  numberOrNull,
  yearToForm,
  type FiguresFormValues,
  type NumberValue,
} from './startupParts';

/** The quarter's figures and the note; the year's statements have a form of their own. */
export interface AnswerFormValues {
  sales: NumberValue;
  cash: NumberValue;
  headcount: NumberValue;
  note: string;
}

const shown = (value: number | null | undefined): NumberValue => value ?? '';

/** A correction starts from the latest answer; a first answer from blank inputs. */
export function answerToForm(previous?: RequestAnswerDto): AnswerFormValues {
  return {
    sales: shown(previous?.sales),
    cash: shown(previous?.cash),
    headcount: shown(previous?.headcount),
    note: previous?.note ?? '',
  };
}

export function statementsToForm(previous?: RequestAnswerDto): FiguresFormValues {
  return yearToForm(previous?.statements?.balance, previous?.statements?.income);
}

/** Asks for the year's statements (with the year they are for). */
export const asksStatements = (ask: RequestAskDto) =>
  asks(ask, 'yearly_statements') &&
  ask.statements_year !== null &&
  ask.statements_year !== undefined;

/** A typed amount as a whole number (the inputs take no decimals); null when blank. */
function whole(value: NumberValue): number | null {
  const number = numberOrNull(value);
  return number === null ? null : Math.trunc(number);
}

/** The body sent: the asked items only (a blank one as null, for the server to name). */
export function answerBody(
  ask: RequestAskDto,
  values: AnswerFormValues,
  statements: FiguresFormValues,
): AnswerBody {
  const body: AnswerBody = { note: values.note.trim() };
  if (asks(ask, 'quarterly_sales')) body.sales = whole(values.sales);
  if (asks(ask, 'cash')) body.cash = whole(values.cash);
  if (asks(ask, 'headcount')) body.headcount = whole(values.headcount);
  if (asksStatements(ask)) body.statements = formToFigures(statements);
  return body;
}

const STATEMENTS_PREFIX = 'statements.';

/** A refusal's field messages by where the form shows them. */
export interface SortedErrors {
  /** sales, cash, headcount, note. */
  answer: Record<string, string>;
  /** balance.*, income.* (the server's `statements.` taken off). */
  statements: Record<string, string>;
  /** About the whole statements or documents section ('statements', 'documents'). */
  sections: { statements?: string; documents?: string };
}

export function sortErrors(fieldErrors: Record<string, string>): SortedErrors {
  const sorted: SortedErrors = { answer: {}, statements: {}, sections: {} };
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (field === 'statements' || field === 'documents') sorted.sections[field] = message;
    else if (field.startsWith(STATEMENTS_PREFIX)) {
      sorted.statements[field.slice(STATEMENTS_PREFIX.length)] = message;
    } else sorted.answer[field] = message;
  }
  return sorted;
}
