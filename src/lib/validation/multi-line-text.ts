import { z } from "zod";
import { FORBIDDEN_CHARACTERS } from "./forbidden-characters";

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
          (value) => !FORBIDDEN_CHARACTERS.test(value.replace(/\n/g, " ")),
          `The ${what} can't contain control characters such as tabs or NUL.`,
        ),
    );
}
