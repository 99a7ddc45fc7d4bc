/**
 * A UTF-16 surrogate half without its partner: not a character, and refused by PostgreSQL's text
 * and jsonb (docs/security.md, "Input limits"). JSON text can carry one as a `\udXXX` escape.
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const EVERY_UNPAIRED_SURROGATE = new RegExp(UNPAIRED_SURROGATE.source, "g");

export function hasUnpairedSurrogate(text: string): boolean {
  return UNPAIRED_SURROGATE.test(text);
}

/** `text` with each unpaired surrogate replaced by U+FFFD, the replacement character. */
export function replaceUnpairedSurrogates(text: string): string {
  return text.replace(EVERY_UNPAIRED_SURROGATE, "\ufffd");
}
