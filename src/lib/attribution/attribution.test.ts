import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../tests/memory-storage";
import { ATTRIBUTION_TTL_MS } from "./attribution-record";
import {
  ATTRIBUTION_STORAGE_KEY,
  captureAttribution,
  readAttribution,
} from "./attribution-storage";
import { decideSignupFlow } from "./decide-signup-flow";
import { readAttributionParams } from "./read-attribution-params";
import { stripAttributionParams } from "./strip-attribution-params";

const params = (query: string) => new URLSearchParams(query);
const DAY = 24 * 60 * 60 * 1000;

describe("affiliate id fallback (docs/behaviour.md#attribution)", () => {
  it("takes affiliate_id first, then aff_id, then ref", () => {
    expect(readAttributionParams(params("affiliate_id=A&aff_id=B&ref=C"))?.affiliate_id).toBe("A");
    expect(readAttributionParams(params("aff_id=B&ref=C"))?.affiliate_id).toBe("B");
    expect(readAttributionParams(params("ref=C"))?.affiliate_id).toBe("C");
    expect(readAttributionParams(params("affiliate_id=&aff_id=B"))?.affiliate_id).toBe("B");
  });

  it("reads nothing from a URL without attribution parameters", () => {
    expect(readAttributionParams(params("q=apple&page=2"))).toBeNull();
  });
});

describe("signup_flow (docs/behaviour.md#attribution), in order", () => {
  const site = "marketdesk.example";
  it("is affiliate with an affiliate id, even with a campaign", () => {
    expect(
      decideSignupFlow({ affiliate_id: "A7", utm_source: "news", utm_campaign: "spring" }, site),
    ).toBe("affiliate");
  });
  it("is affiliate when utm_source contains affiliate in any case, beating a campaign", () => {
    expect(
      decideSignupFlow({ utm_source: "AFFILIATE-network", utm_campaign: "spring" }, site),
    ).toBe("affiliate");
    expect(decideSignupFlow({ utm_source: "partnerAffiliate" }, site)).toBe("affiliate");
  });
  it("is campaign with a utm source or a campaign", () => {
    expect(decideSignupFlow({ utm_source: "news" }, site)).toBe("campaign");
    expect(
      decideSignupFlow({ utm_campaign: "spring", referrer: "https://other.example/" }, site),
    ).toBe("campaign");
  });
  it("is referral for a referrer from another host, not the same host", () => {
    expect(decideSignupFlow({ referrer: "https://news.example/story" }, site)).toBe("referral");
    expect(decideSignupFlow({ referrer: "https://marketdesk.example/pricing" }, site)).toBe(
      "organic",
    );
  });
  it("is organic otherwise", () => {
    expect(decideSignupFlow(null, site)).toBe("organic");
    expect(decideSignupFlow({ utm_medium: "email" }, site)).toBe("organic");
  });
});

describe("capture and storage (docs/behaviour.md#attribution)", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");

  it("stores the seven fields with a 30-day expiry", () => {
    const storage = memoryStorage();
    expect(
      captureAttribution(
        storage,
        "https://md.example/?utm_source=news&aff_id=A7",
        "https://news.example/a",
        now,
      ),
    ).toBe(true);
    expect(readAttribution(storage, now)).toEqual({
      utm_source: "news",
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      affiliate_id: "A7",
      referrer: "https://news.example/a",
      captured_at: "2026-11-22T10:00:00.000Z",
      expires_at: new Date(now + ATTRIBUTION_TTL_MS).toISOString(),
    });
  });

  it("replaces the record on a new touch and restarts the 30 days", () => {
    const storage = memoryStorage();
    captureAttribution(storage, "https://md.example/?utm_source=news", "", now);
    captureAttribution(storage, "https://md.example/?utm_campaign=winter", "", now + 10 * DAY);
    const record = readAttribution(storage, now + 35 * DAY);
    expect(record).toMatchObject({ utm_source: null, utm_campaign: "winter" });
    expect(record?.expires_at).toBe(new Date(now + 40 * DAY).toISOString());
  });

  it("remembers a referrer from another host when nothing is stored, and never replaces a record with it", () => {
    const storage = memoryStorage();
    expect(
      captureAttribution(storage, "https://md.example/", "https://forum.example/t/1", now),
    ).toBe(false);
    expect(readAttribution(storage, now)).toMatchObject({
      referrer: "https://forum.example/t/1",
      utm_source: null,
    });
    captureAttribution(storage, "https://md.example/?utm_source=news", "", now);
    captureAttribution(storage, "https://md.example/", "https://other.example/", now + DAY);
    expect(readAttribution(storage, now + DAY)).toMatchObject({ utm_source: "news" });
    const same = memoryStorage();
    captureAttribution(same, "https://md.example/", "https://md.example/pricing", now);
    expect(readAttribution(same, now)).toBeNull();
  });

  it("deletes the record once 30 days have passed", () => {
    const storage = memoryStorage();
    captureAttribution(storage, "https://md.example/?ref=C", "", now);
    expect(readAttribution(storage, now + 30 * DAY - 1)).not.toBeNull();
    expect(readAttribution(storage, now + 30 * DAY)).toBeNull();
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it("clears an expired record on load, even on a page without parameters or referrer (docs/behaviour.md#attribution)", () => {
    const storage = memoryStorage();
    captureAttribution(storage, "https://md.example/?utm_source=news", "", now);
    captureAttribution(storage, "https://md.example/screener", "", now + 31 * DAY);
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it("discards a corrupt or foreign value instead of throwing", () => {
    for (const value of ["{not json", "42", '{"utm_source": 5}', '{"utm_source":"x"}']) {
      const storage = memoryStorage();
      storage.setItem(ATTRIBUTION_STORAGE_KEY, value);
      expect(readAttribution(storage, now)).toBeNull();
      expect(storage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    }
  });
});

describe("URL cleaning", () => {
  it("removes the attribution parameters and keeps the others and the hash", () => {
    expect(
      stripAttributionParams(
        "https://md.example/screener?utm_source=news&sector=Tech&aff_id=A7&ref=x&page=2#results",
      ),
    ).toBe("https://md.example/screener?sector=Tech&page=2#results");
    expect(stripAttributionParams("https://md.example/?utm_campaign=x")).toBe(
      "https://md.example/",
    );
  });
});
