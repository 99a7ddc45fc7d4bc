/**
 * The applicant's website field as a link target, only when it is an http(s) address: anything
 * else they typed (a channel's name, "@handle", a javascript: URL) stays text.
 */
export function webAddressOf(text: string): string | null {
  if (!/^https?:\/\//i.test(text.trim())) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
