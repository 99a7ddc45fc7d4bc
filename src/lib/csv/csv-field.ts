/**
 * A value as one CSV field, quoted when it must be (RFC 4180), and never read as a formula by a
 * spreadsheet: text starting with = + - @ or a tab gets a leading apostrophe (OWASP's CSV injection advice).
 * @see https://owasp.org/www-community/attacks/CSV_Injection
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
