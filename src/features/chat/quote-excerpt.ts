/** How much of a quoted message a reply shows, in code points. */
const QUOTE_LENGTH = 140;

/**
 * What a reply quotes of the message it answers: its first words, or null ("message deleted") once
 * that message is deleted or hidden. The server's views and the events merged in the browser both
 * use it, so a quote reads the same after a reload as when its message changed live.
 */
export function quoteExcerpt(body: string | null, gone: boolean): string | null {
  return gone || body === null ? null : [...body].slice(0, QUOTE_LENGTH).join("");
}
