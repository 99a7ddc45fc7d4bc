import { BlockList, isIPv4, isIPv6 } from "node:net";

/** Why an address is not on the public internet, or "public". */
export type AddressClass =
  | "public"
  | "unspecified"
  | "loopback"
  | "private"
  | "carrier-grade NAT"
  | "link-local"
  | "unique-local"
  | "multicast"
  | "reserved"
  | "not an IP address";

type Range = [address: string, prefix: number, label: Exclude<AddressClass, "public">];

/** IPv4 ranges that are not the public internet (IANA special-purpose registry). */
const IPV4: Range[] = [
  ["0.0.0.0", 8, "unspecified"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "carrier-grade NAT"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"],
  ["192.0.2.0", 24, "reserved"],
  ["192.88.99.0", 24, "reserved"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"],
  ["198.51.100.0", 24, "reserved"],
  ["203.0.113.0", 24, "reserved"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

/** IPv6 ranges inside global unicast (2000::/3) that still are not the public internet. */
const IPV6: Range[] = [
  ["2001::", 23, "reserved"], // IETF protocol assignments, Teredo among them
  ["2001:db8::", 32, "reserved"], // documentation
];

function blockListOf(ranges: Range[], family: "ipv4" | "ipv6") {
  return ranges.map(([address, prefix, label]) => {
    const list = new BlockList();
    list.addSubnet(address, prefix, family);
    return { list, label };
  });
}
const ipv4Ranges = blockListOf(IPV4, "ipv4");
const ipv6Ranges = blockListOf(IPV6, "ipv6");

/** The 8 groups of an IPv6 address as numbers: `::` expanded, a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((group) => group.toString(16))
      .join(":"),
  );
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) =>
    part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

function classifyIpv4(address: string): AddressClass {
  return ipv4Ranges.find(({ list }) => list.check(address, "ipv4"))?.label ?? "public";
}

function classifyIpv6(address: string): AddressClass {
  const groups = ipv6Groups(address.toLowerCase().split("%")[0]!);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0xffff) return classifyIpv4(ipv4Of(g6, g7)); // ::ffff:a.b.c.d, IPv4-mapped
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 0) return "unspecified";
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 1) return "loopback";
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address that decides.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return classifyIpv4(ipv4Of(g6, g7));
  if (g0 === 0x2002) return classifyIpv4(ipv4Of(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00) return "unique-local";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  // Only global unicast is the public internet; the rest (::/8 with IPv4-compatible, fec0::/10…) is reserved.
  if ((g0 & 0xe000) !== 0x2000) return "reserved";
  const canonical = groups.map((group) => group.toString(16)).join(":");
  return ipv6Ranges.find(({ list }) => list.check(canonical, "ipv6"))?.label ?? "public";
}

/**
 * Whether an address a webhook or push endpoint resolved to is on the public internet
 * (docs/security.md#outgoing-requests): loopback, private, carrier-grade NAT, link-local,
 * unique-local, multicast, unspecified and reserved ranges are not, in IPv4 and IPv6 alike, and an
 * IPv6 address carrying an IPv4 one (mapped, NAT64, 6to4) is judged by the IPv4 address.
 */
export function classifyAddress(address: string): AddressClass {
  if (isIPv4(address)) return classifyIpv4(address);
  if (isIPv6(address.split("%")[0]!)) return classifyIpv6(address);
  return "not an IP address";
}
