import "server-only";

let domains: Promise<{ exact: Set<string>; wildcard: string[] }> | undefined;

/** The maintained list (disposable-email-domains), read once per process on first use: 120,000 domains are 2.4 MB. */
function loadDomains() {
  domains ??= Promise.all([
    import("disposable-email-domains"),
    import("disposable-email-domains/wildcard.json"),
  ]).then(([exact, wildcard]) => ({
    exact: new Set(exact.default),
    wildcard: wildcard.default,
  }));
  return domains;
}

/**
 * Whether the address is at a disposable-mail domain, or a subdomain of a wildcard one
 * (docs/product.md#affiliate-program: such registrations are not bound to an affiliate).
 * @see https://github.com/ivolo/disposable-email-domains
 */
export async function isDisposableEmail(email: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const { exact, wildcard } = await loadDomains();
  return (
    exact.has(domain) || wildcard.some((base) => domain === base || domain.endsWith(`.${base}`))
  );
}
