import { describe, expect, it } from "vitest";
import { createBytesInFlight } from "./create-bytes-in-flight";

describe("createBytesInFlight", () => {
  it("holds each client to its share and the node to its total, until released", () => {
    const reserve = createBytesInFlight({ nodeBytes: 250, clientBytes: 100 });
    const a1 = reserve("a");
    expect(a1.add(60)).toBe(true);
    expect(reserve("a").add(50)).toBe(false);
    expect(a1.add(40)).toBe(true);
    const b = reserve("b");
    const c = reserve("c");
    expect(b.add(100)).toBe(true);
    expect(c.add(60)).toBe(false); // the node's 250 would be passed
    expect(c.add(50)).toBe(true);
    a1.release();
    expect(reserve("a").add(100)).toBe(true);
    b.release();
    b.release(); // a second release gives back nothing more
    expect(reserve("d").add(100)).toBe(true);
    expect(reserve("e").add(1)).toBe(false);
  });
});
