import { z } from "zod";
import { CONTROL_CHARACTERS, INVISIBLE_CHARACTERS } from "./forbidden-characters";
import { invisibleCharactersMessage } from "./invisible-characters-message";

/**
 * A one-line text a person types (a name, a screen's name): trimmed, at most `max` characters, and
 * free of control and invisible characters, each refusal with a sentence fit for the form.
 */
export function singleLineText({
  max,
  what,
  tooLong = `Use at most ${max} characters.`,
}: {
  max: number;
  what: string;
  tooLong?: string;
}) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `The ${what} can't contain control characters such as line breaks, tabs or NUL.`,
    )
    .refine((value) => !INVISIBLE_CHARACTERS.test(value), invisibleCharactersMessage(what));
}
