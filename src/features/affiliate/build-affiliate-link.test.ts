import { describe, expect, it } from "vitest";
import { affiliateLinkKey, buildAffiliateLink } from "./build-affiliate-link";
import { isAffiliateLink } from "./find-affiliate-link";

const none = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
};

describe("buildAffiliateLink", () => {
  it("puts the code first as affiliate_id, then the UTM fields given, keeping the page's own query", () => {
    const url = buildAffiliateLink("https://marketdesk.example", "K7x_-9", {
      ...none,
      path: "/screener?preset=top-gainers",
      utm_source: "newsletter",
      utm_campaign: "spring sale",
    });
    expect(url).toBe(
      "https://marketdesk.example/screener?preset=top-gainers&affiliate_id=K7x_-9&utm_source=newsletter&utm_campaign=spring+sale",
    );
  });

  it("makes a link the site recognises as an affiliate's", () => {
    expect(
      isAffiliateLink(
        buildAffiliateLink("https://marketdesk.example", "K7x", { ...none, path: "/" }),
        "marketdesk.example",
      ),
    ).toBe(true);
  });
});

describe("affiliateLinkKey", () => {
  it("is the same for the same page and UTM fields, whatever query or hash the path carries", () => {
    expect(affiliateLinkKey({ ...none, path: "/pricing?x=1#plans", utm_source: "yt" })).toBe(
      affiliateLinkKey({ ...none, path: "/pricing", utm_source: "yt" }),
    );
    expect(affiliateLinkKey({ ...none, path: "/pricing", utm_source: "yt" })).not.toBe(
      affiliateLinkKey({ ...none, path: "/pricing", utm_source: "x" }),
    );
    expect(affiliateLinkKey({ ...none, path: "/pricing", utm_source: "" })).toBe(
      affiliateLinkKey({ ...none, path: "/pricing" }),
    );
  });
});

describe("isAffiliateLink", () => {
  it("reads each of the three parameters, on this site only, and ignores empty values and non-URLs", () => {
    for (const name of ["affiliate_id", "aff_id", "ref"])
      expect(isAffiliateLink(`https://md.example/a?${name}=K`, "md.example")).toBe(true);
    expect(isAffiliateLink("https://other.example/a?ref=K", "md.example")).toBe(false);
    expect(isAffiliateLink("https://md.example/a?ref=%20", "md.example")).toBe(false);
    expect(isAffiliateLink("not a url", "md.example")).toBe(false);
  });
});
