/** Providers that ignore dots in the local part and deliver to one mailbox under two domains. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to: lower-cased, without a `+tag` (most providers deliver
 * `me+anything@` to `me@`), and for Gmail without dots and under one domain. Two addresses with the
 * same mailbox are one person's, which is what the self-referral rule asks.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase().split("+")[0] ?? "";
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
