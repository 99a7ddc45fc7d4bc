import { describe, expect, it } from "vitest";
import { eventAreas } from "@/lib/analytics/event-catalogue";
import { parseCaptureEvents } from "./parse-capture-events";

const familyOf = (event: string) =>
  parseCaptureEvents([{ event, distinct_id: "visitor" }])[0]!.family;

describe("the family an ingested event is filed under", () => {
  it("is the catalogue's family for a catalogued event", () => {
    expect([
      familyOf("auth_registration"),
      familyOf("screener_viewed"),
      familyOf("$pageview"),
    ]).toEqual(["registration", "screener", "pageview"]);
  });

  it("is the area of the catalogue's prefixes for an event the catalogue does not know yet, else other", () => {
    for (const area of eventAreas) expect(familyOf(`${area}_something_new`)).toBe(area);
    expect([familyOf("chatter_x"), familyOf("signup")]).toEqual(["other", "other"]);
  });

  it('is other for the names every object inherits (the fuzz test\'s "__proto__" once failed its batch with a 503)', () => {
    expect([familyOf("__proto__"), familyOf("constructor"), familyOf("toString")]).toEqual([
      "other",
      "other",
      "other",
    ]);
  });
});
