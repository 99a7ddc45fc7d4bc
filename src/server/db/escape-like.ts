/** `text` for a LIKE pattern: LIKE's own wildcards (and its escape character) are matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
