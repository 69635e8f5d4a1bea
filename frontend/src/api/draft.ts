//! Request bodies as a form holds them. The OpenAPI document marks the fields the server needs as
//! required and non-null; a form may still hold them empty. It sends them as typed, and the server
//! answers each missing one with 422 and its Korean field message, which the form shows through
//! applyProblem: one set of rules, the server's, rather than a second copy in every form.

/** `T` with every field also allowed to be null (not yet filled in). */
export type Draft<T> = { [K in keyof T]: T[K] | null };

/** The draft as the body the endpoint takes; required fields still empty are the server's to refuse. */
export const asSubmitted = <T>(draft: Draft<T>): T => draft as T;
