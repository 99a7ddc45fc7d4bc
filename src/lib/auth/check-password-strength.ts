import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./password-length";

/** Password rules of the product: the length of ./password-length, and a zxcvbn score of 3 or more. */
export const PASSWORD_MIN_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries are large, and most pages never check a password. */
function getZxcvbn(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return zxcvbn;
}

export type PasswordVerdict =
  | { ok: true; score: number }
  | { ok: false; score: number; reason: string };

/**
 * Whether a password is long and unguessable enough, and if not, the reason in plain words.
 * `related` are words a guesser would try first: the person's email and name.
 * @see https://zxcvbn-ts.github.io/zxcvbn/guide/getting-started/
 */
export function checkPasswordStrength(password: string, related: string[] = []): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, score: 0, reason: PASSWORD_TOO_SHORT };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { ok: false, score: 0, reason: PASSWORD_TOO_LONG };
  const inputs = related
    .flatMap((value) => [value.toLowerCase(), ...value.toLowerCase().split(/[@.\s_+-]+/)])
    .filter((word) => word.length >= 3);
  const result = getZxcvbn().check(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true, score: result.score };
  const advice = [result.feedback.warning, ...result.feedback.suggestions]
    .filter(Boolean)
    .join(" ");
  return {
    ok: false,
    score: result.score,
    reason:
      `This password is too easy to guess. ${advice || "Add more words or characters."}`.trim(),
  };
}
