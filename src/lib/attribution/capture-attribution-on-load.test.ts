// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import { setAnalyticsSink } from "@/lib/analytics/track";
import { ATTRIBUTION_STORAGE_KEY } from "./attribution-storage";
import { captureAttributionOnLoad } from "./capture-attribution-on-load";
import { AFFILIATE_CLICK_ENDPOINT } from "./report-affiliate-click";

afterEach(() => {
  vi.unstubAllGlobals();
  setAnalyticsSink(null);
  localStorage.clear();
  history.replaceState(null, "", "/");
});

it("reports a visit with an affiliate's code to the server, with the page and the record's UTM fields, and cleans the address", () => {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal("fetch", fetch);
  const events: string[] = [];
  setAnalyticsSink((event) => events.push(event));
  history.replaceState(null, "", "/pricing?ref=third&aff_id=second&utm_source=yt&plan=pro");

  captureAttributionOnLoad();

  expect(location.pathname + location.search).toBe("/pricing?plan=pro");
  expect(events).toContain("affiliate_landing");
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe(AFFILIATE_CLICK_ENDPOINT);
  expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "same-origin" });
  // aff_id before ref: the order the site reads the three names in.
  expect(JSON.parse(init.body as string)).toMatchObject({
    affiliate_id: "second",
    utm_source: "yt",
    landing_path: "/pricing",
  });
  expect(JSON.parse(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({
    affiliate_id: "second",
  });
});

it("reports nothing for a visit without a code", () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  history.replaceState(null, "", "/?utm_source=news");
  captureAttributionOnLoad();
  expect(fetch).not.toHaveBeenCalled();
});
