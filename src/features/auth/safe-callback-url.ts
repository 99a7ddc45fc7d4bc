/** Where to go after signing in: a same-site path from `?callbackUrl=`, never another origin. */
export function safeCallbackUrl(value: string | null, fallback = "/account"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
