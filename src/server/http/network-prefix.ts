import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, its `::` expanded and an IPv4 tail as two groups. */
function groupsOf(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const part = (text: string | undefined) =>
    (text ?? "")
      .split(":")
      .filter((group) => group !== "")
      .flatMap((group) => {
        if (!isIPv4(group)) return [group];
        const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * The network one person's requests come from: an IPv4 address itself, and for IPv6 its /64, the
 * prefix a home or phone line is given whole, within which a device picks new addresses at will
 * (RFC 4941 privacy addresses). Counting by the full IPv6 address would count one visitor many
 * times. An IPv4-mapped address (::ffff:192.0.2.1) is its IPv4 address.
 * @see https://www.rfc-editor.org/rfc/rfc6177
 */
export function networkPrefix(ip: string): string {
  const address = ip.split("%")[0] ?? "";
  if (!isIPv6(address)) return ip;
  const groups = groupsOf(address);
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped) {
    const low = Number.parseInt(groups[6] ?? "0", 16);
    const high = Number.parseInt(groups[7] ?? "0", 16);
    return [low >> 8, low & 255, high >> 8, high & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}
