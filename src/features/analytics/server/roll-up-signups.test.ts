import { describe, expect, it } from "vitest";
import { rollUpSignups } from "./roll-up-signups";

const row = (
  signupFlow: "affiliate" | "campaign" | "organic" | null,
  utmSource: string | null,
  affiliateId: string | null,
  count: number,
) => ({ signupFlow, utmSource, utmCampaign: null, affiliateId, count });

describe("rollUpSignups", () => {
  it("sums auth's per-attribution counts into flows and sources, most first, naming what was not recorded", () => {
    const { signupFlows, attribution } = rollUpSignups(
      [
        row("organic", null, null, 2),
        row("campaign", "news", null, 1),
        row("campaign", "mail", null, 3),
        row(null, null, null, 1),
      ],
      [],
    );
    expect(signupFlows).toEqual([
      { signup_flow: "campaign", count: 4 },
      { signup_flow: "organic", count: 2 },
      { signup_flow: "unknown", count: 1 },
    ]);
    expect(attribution).toEqual([
      { source: "(none)", campaign: "(none)", count: 3 },
      { source: "mail", campaign: "(none)", count: 3 },
      { source: "news", campaign: "(none)", count: 1 },
    ]);
  });

  it("joins landings and registrations per affiliate as a full outer join, either side alone kept", () => {
    const { affiliateFunnel } = rollUpSignups(
      [
        row("affiliate", null, "A7", 1),
        row("affiliate", "news", "A7", 2),
        row("affiliate", null, "B2", 1),
      ],
      [
        { affiliate_id: "A7", landings: 5 },
        { affiliate_id: "C3", landings: 2 },
      ],
    );
    expect(affiliateFunnel).toEqual([
      { affiliate_id: "A7", landings: 5, registrations: 3 },
      { affiliate_id: "C3", landings: 2, registrations: 0 },
      { affiliate_id: "B2", landings: 0, registrations: 1 },
    ]);
  });
});
