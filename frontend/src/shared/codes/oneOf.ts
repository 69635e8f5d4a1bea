//! Narrows a form's string to one of a closed list of API codes (the OpenAPI enums), or
//! undefined: "all" filters and empty selects send nothing rather than a code the server refuses.

export function oneOf<T extends string>(codes: readonly T[], value: string | null | undefined): T | undefined {
  return (codes as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}
