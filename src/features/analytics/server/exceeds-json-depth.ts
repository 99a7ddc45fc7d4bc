const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without
 * parsing (brackets inside strings do not count). It stops at the first level past the limit, so
 * 10 MB of brackets costs nothing, where JSON.parse would take over a second.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth -= 1;
  }
  return false;
}
