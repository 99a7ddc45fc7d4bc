import { TRPCError } from "@trpc/server";
import { classifyAddress } from "@/server/outbound/classify-address";
import type { OutboundPolicy } from "@/server/outbound/outbound-policy";

/**
 * Refuses, when it is added, an address that names a non-public place outright (an IP literal,
 * `localhost`, our own hosts), so the person hears of it at once; names are resolved and checked
 * again at every send (docs/security.md#outgoing-requests).
 */
export function refusePrivateLiteral(url: string, policy: OutboundPolicy): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const kind = classifyAddress(host);
  const local = host === "localhost" || host.endsWith(".localhost");
  const allowedLoopback = policy.allowLoopback && (local || kind === "loopback");
  const refused =
    policy.refusedHosts.includes(host) ||
    (!allowedLoopback && (local || (kind !== "public" && kind !== "not an IP address")));
  if (refused)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `${host} is not a public internet address: webhooks and push reach only public https addresses.`,
    });
}
