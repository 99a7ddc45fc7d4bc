import { z } from "zod";

/**
 * C0 and C1 control characters, DEL, and the invisible bidirectional overrides that make text read
 * differently from what it is. NUL in particular is refused by PostgreSQL's text type, which turned
 * such a name into a 500 before (docs/security.md, "Input limits").
 */
export const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * A one-line text a person types (a name, a screen's name): trimmed, at most `max` characters, and
 * free of control characters, each refusal with a sentence fit for the form.
 */
export function singleLineText({ max, what, tooLong = `Use at most ${max} characters.` }: { max: number; what: string; tooLong?: string }) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !FORBIDDEN_CHARACTERS.test(value), `The ${what} can't contain control characters such as line breaks, tabs or NUL.`);
}

