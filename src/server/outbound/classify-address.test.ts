import { describe, expect, it } from "vitest";
import { classifyAddress } from "./classify-address";

/** docs/security.md#outgoing-requests: each range's edges, both sides. */
describe("classifyAddress", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.255.255.255", "unspecified"],
    ["1.0.0.0", "public"],
    ["9.255.255.255", "public"],
    ["10.0.0.0", "private"],
    ["10.255.255.255", "private"],
    ["11.0.0.0", "public"],
    ["100.63.255.255", "public"],
    ["100.64.0.0", "carrier-grade NAT"],
    ["100.127.255.255", "carrier-grade NAT"],
    ["100.128.0.0", "public"],
    ["126.255.255.255", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.255", "loopback"],
    ["128.0.0.0", "public"],
    ["169.253.255.255", "public"],
    ["169.254.169.254", "link-local"],
    ["169.255.0.0", "public"],
    ["172.15.255.255", "public"],
    ["172.16.0.0", "private"],
    ["172.31.255.255", "private"],
    ["172.32.0.0", "public"],
    ["192.167.255.255", "public"],
    ["192.168.0.1", "private"],
    ["192.169.0.0", "public"],
    ["198.18.0.0", "reserved"],
    ["198.19.255.255", "reserved"],
    ["198.20.0.0", "public"],
    ["223.255.255.255", "public"],
    ["224.0.0.0", "multicast"],
    ["239.255.255.255", "multicast"],
    ["240.0.0.0", "reserved"],
    ["255.255.255.255", "reserved"],
    ["8.8.8.8", "public"],
  ])("IPv4 %s is %s", (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["::2", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:8.8.8.8", "public"],
    ["::127.0.0.1", "reserved"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b::808:808", "public"],
    ["2002:7f00:1::", "loopback"],
    ["2002:808:808::1", "public"],
    ["1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"],
    ["2000::", "public"],
    ["2001:0:1::", "reserved"],
    ["2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"],
    ["2001:200::", "public"],
    ["2001:db8::1", "reserved"],
    ["2001:4860:4860::8888", "public"],
    ["2606:4700::1111", "public"],
    ["3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "public"],
    ["4000::", "reserved"],
    ["fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "reserved"],
    ["fc00::", "unique-local"],
    ["fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "unique-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "link-local"],
    ["fec0::1", "reserved"],
    ["ff02::1", "multicast"],
    ["FF0E::1", "multicast"],
  ])("IPv6 %s is %s", (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it("says a name is not an address", () => {
    expect(classifyAddress("localhost")).toBe("not an IP address");
    expect(classifyAddress("127.1")).toBe("not an IP address");
  });
});
