import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { classifyAddress } from "./classify-address";
import type { OutboundPolicy } from "./outbound-policy";
import { OutboundRefusal } from "./outbound-refusal";

export type Lookup = (hostname: string) => Promise<LookupAddress[]>;
export type PublicTarget = { url: URL; address: string; family: 4 | 6 };

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A bracketed IPv6 literal's address, or the name as it is. */
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "").toLowerCase();

async function addressesOf(hostname: string, lookup: Lookup): Promise<LookupAddress[]> {
  const family = isIP(hostname);
  if (family) return [{ address: hostname, family }];
  try {
    return await lookup(hostname);
  } catch {
    throw new OutboundRefusal(`${hostname} could not be found (DNS).`);
  }
}

/**
 * Where a request to `url` may connect (docs/security.md#outgoing-requests): https only, never our
 * own hosts, and every address the name resolves to public. One private address among public ones
 * refuses it all, since a resolver may hand out either. The caller connects to the returned address
 * and no other, so a second lookup (a DNS rebind) cannot move the request.
 */
export async function resolvePublicTarget(
  raw: string,
  policy: OutboundPolicy,
  lookup: Lookup = systemLookup,
): Promise<PublicTarget> {
  const url = new URL(raw);
  if (url.protocol !== "https:") throw new OutboundRefusal("Only https:// addresses are allowed.");
  const hostname = bare(url.hostname);
  if (policy.refusedHosts.includes(hostname))
    throw new OutboundRefusal(`${hostname} is one of this site's own servers.`);
  const addresses = await addressesOf(hostname, lookup);
  if (addresses.length === 0) throw new OutboundRefusal(`${hostname} could not be found (DNS).`);
  const ours = new Set(
    (
      await Promise.all(
        policy.refusedHosts.map((host) => addressesOf(host, lookup).catch(() => [])),
      )
    ).flatMap((found) => found.map((entry) => entry.address)),
  );
  for (const { address } of addresses) {
    if (ours.has(address))
      throw new OutboundRefusal(`${hostname} points at one of this site's own servers.`);
    const kind = classifyAddress(address);
    if (kind === "public" || (kind === "loopback" && policy.allowLoopback)) continue;
    throw new OutboundRefusal(
      `${hostname} resolves to ${address}, a ${kind} address: only public internet addresses are allowed.`,
    );
  }
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
