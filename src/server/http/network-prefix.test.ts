import { describe, expect, it } from "vitest";
import { networkPrefix } from "./network-prefix";

describe("networkPrefix", () => {
  it("counts an IPv6 line by its /64, however the address is written", () => {
    const home = "2001:db8:85a3:12::/64";
    for (const address of [
      "2001:db8:85a3:12:a1b2:c3d4:e5f6:1",
      "2001:0DB8:85A3:0012:0000:0000:0000:0002",
      "2001:db8:85a3:12::7",
      "2001:db8:85a3:12:1::%eth0",
    ])
      expect(networkPrefix(address), address).toBe(home);
    expect(networkPrefix("2001:db8:85a3:13::1")).toBe("2001:db8:85a3:13::/64");
    expect(networkPrefix("::1")).toBe("0:0:0:0::/64");
    expect(networkPrefix("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("keeps an IPv4 address whole, also when it arrives mapped into IPv6", () => {
    expect(networkPrefix("192.0.2.1")).toBe("192.0.2.1");
    expect(networkPrefix("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(networkPrefix("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("passes through what is not an address (an unknown client)", () => {
    expect(networkPrefix("unknown")).toBe("unknown");
  });
});
