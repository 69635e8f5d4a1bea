//! Puts a failed request's problem on a Mantine form: each field message the server sent under
//! its field, and a problem code that stands for one field (a taken e-mail) under that field.
import type { ReactNode } from 'react';

/** What is read from the error; the API's typed error (ApiError) has this shape. */
export interface FormProblem {
  code: string | null;
  message: string;
  /** Field messages keyed by the server's field name (`co_gps[0].name` for list items). */
  fieldErrors: Record<string, string>;
}

/** The part of a Mantine form (useForm) that is used. */
export interface ProblemForm {
  getValues: () => unknown;
  setFieldError: (path: string, error: ReactNode) => void;
}

export interface AppliedProblem {
  /** Whether any message was put under a field: otherwise the caller shows `message`. */
  placed: boolean;
  /** Field messages that name no field of the form, in the server's order. */
  unplaced: { field: string; message: string }[];
}

/** The server names list items `list[0].name`; Mantine paths are `list.0.name`. */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * `codeToField` maps a problem code to the form path its message belongs under, e.g.
 * `{ email_taken: 'email' }`; `fields` renames a server field whose form path differs, e.g.
 * `{ new_password: 'password' }`.
 */
export function applyProblem(
  form: ProblemForm,
  error: FormProblem,
  codeToField: Record<string, string> = {},
  fields: Record<string, string> = {},
): AppliedProblem {
  const values = form.getValues();
  const result: AppliedProblem = { placed: false, unplaced: [] };
  const codeField = error.code === null ? undefined : codeToField[error.code];
  if (codeField !== undefined) {
    form.setFieldError(codeField, error.message);
    result.placed = true;
  }
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const path = fields[field] ?? formPath(field);
    if (hasPath(values, path)) {
      form.setFieldError(path, message);
      result.placed = true;
    } else {
      result.unplaced.push({ field, message });
    }
  }
  return result;
}
