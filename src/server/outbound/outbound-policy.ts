/**
 * Where requests to addresses people give us (webhooks, push endpoints) may go
 * (docs/security.md#outgoing-requests).
 */
export type OutboundPolicy = {
  /** WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS: loopback addresses pass, for tests' local receivers only. */
  allowLoopback: boolean;
  /** Our own hosts (the site, the database, Redis): refused by name and by the addresses they resolve to. */
  refusedHosts: string[];
  /** Extra certificate authorities to trust: only tests, whose receivers sign their own. */
  ca?: string[];
};

type OutboundSettings = {
  NEXTAUTH_URL?: string;
  DATABASE_URL?: string;
  REDIS_URL?: string;
  WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS?: boolean;
};

const hostOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    const { hostname } = new URL(url);
    return hostname ? [hostname.replace(/^\[|\]$/g, "").toLowerCase()] : [];
  } catch {
    return [];
  }
};

/** The policy the settings give: our own site, database and Redis hosts are never a target. */
export function outboundPolicyOf(settings: OutboundSettings): OutboundPolicy {
  return {
    allowLoopback: settings.WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS === true,
    refusedHosts: [settings.NEXTAUTH_URL, settings.DATABASE_URL, settings.REDIS_URL].flatMap(
      hostOf,
    ),
  };
}
