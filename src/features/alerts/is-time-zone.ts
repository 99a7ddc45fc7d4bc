/** Whether `name` is a time zone this runtime's Intl knows ("Europe/Berlin"); anything else is refused. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
