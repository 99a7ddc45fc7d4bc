/**
 * The settings whose value is only whitespace, as empty strings, which env.ts then counts as unset:
 * a stray `STRIPE_PRICE_PRO_MONTH=" "` must not switch anything on (fail closed).
 */
export function blankSettingsAsEmpty(
  settings: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined && value !== "" && value.trim() === "")
      .map(([name]) => [name, ""]),
  );
}
