import { z } from "zod";
import { CONTROL_CHARACTERS, INVISIBLE_CHARACTERS } from "./forbidden-characters";
import { invisibleCharactersMessage } from "./invisible-characters-message";

/**
 * A short text of a few lines (a note): as `singleLineText`, except that line breaks are kept
 * (Windows' CRLF read as one) and at most `maxLines` of them.
 */
export function multiLineText({
  max,
  maxLines,
  what,
}: {
  max: number;
  maxLines: number;
  what: string;
}) {
  return z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(max, `Use at most ${max} characters.`)
        .refine((value) => value.split("\n").length <= maxLines, `Use at most ${maxLines} lines.`)
        .refine(
          (value) => !CONTROL_CHARACTERS.test(value.replace(/\n/g, " ")),
          `The ${what} can't contain control characters such as tabs or NUL.`,
        )
        .refine((value) => !INVISIBLE_CHARACTERS.test(value), invisibleCharactersMessage(what)),
    );
}
