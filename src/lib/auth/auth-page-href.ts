/**
 * The address of the login or registration page that, once done, goes to `callbackUrl`
 * (docs/security.md, "Sessions"). Without one, the page's own default applies.
 */
export function authPageHref(page: "/login" | "/register", callbackUrl: string | null): string {
  return callbackUrl ? `${page}?callbackUrl=${encodeURIComponent(callbackUrl)}` : page;
}
