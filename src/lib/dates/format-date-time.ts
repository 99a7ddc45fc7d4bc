let dateTime: Intl.DateTimeFormat | undefined;

/**
 * "Nov 25, 2026, 3:04 PM" in the reader's time zone, in en-US words as every figure of the app, so
 * the server's HTML and the browser agree. The format is made at its first use, not when a page
 * loads: a page's first Intl date format loads the browser's locale data, tens of milliseconds of a
 * phone's start-up (src/lib/format/format-decimal.ts), and most pages show no such time.
 */
export function formatDateTime(at: Date | number): string {
  dateTime ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
  return dateTime.format(at);
}
