/** The refusal of text holding an invisible character (INVISIBLE_CHARACTERS), naming the field. */
export function invisibleCharactersMessage(what: string): string {
  return `The ${what} can't contain invisible characters such as zero-width spaces, direction marks or line separators.`;
}
