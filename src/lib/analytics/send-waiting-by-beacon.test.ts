// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  markIdentityResetPending,
  readBeaconIdentity,
  rememberProviderIdentity,
  takeIdentityResetPending,
  takePendingDistinctId,
} from "./provider-identity";
import { sendWaitingByBeacon, type toBeaconBatch } from "./send-waiting-by-beacon";
import type { PostHog } from "./slim-posthog";
import {
  handOverWaitingEvents,
  setAnalyticsSink,
  track,
  trackPageViewUntilStarted,
  type WaitingEvent,
} from "./track";

/** posthog-js as far as rememberProviderIdentity reads it. */
const providerNaming = (distinctId: string, userState: string) =>
  ({ get_distinct_id: () => distinctId, get_property: () => userState }) as unknown as PostHog;

const hide = () => {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  setAnalyticsSink(() => undefined); // empties the queue
  setAnalyticsSink(null);
  vi.unstubAllGlobals();
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});

describe("who a beacon names", () => {
  it("is an id made here while posthog-js has named no one, which posthog-js then adopts once", () => {
    const first = readBeaconIdentity();
    expect(readBeaconIdentity()).toEqual(first);
    expect(first.identified).toBe(false);
    expect(takePendingDistinctId("minted-by-posthog")).toBe(first.distinctId);
    expect(takePendingDistinctId("minted-again")).toBe("minted-again");
  });

  it("is whom posthog-js last named, until a sign-out waits to reset it", () => {
    rememberProviderIdentity(providerNaming("user-7", "identified"));
    expect(readBeaconIdentity()).toEqual({ distinctId: "user-7", identified: true });
    markIdentityResetPending();
    expect(readBeaconIdentity()).toEqual({
      distinctId: expect.not.stringMatching(/^user-7$/),
      identified: false,
    });
    expect(takeIdentityResetPending()).toBe(true);
    expect(takeIdentityResetPending()).toBe(false);
  });
});

describe("events waiting for posthog-js", () => {
  it("keep the moment they were made, page views of each path included", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T09:00:00Z") });
    trackPageViewUntilStarted();
    vi.setSystemTime(new Date("2026-11-25T09:00:04Z"));
    const sent: Array<[string, string]> = [];
    setAnalyticsSink((event, _properties, madeAt) => sent.push([event, madeAt.toISOString()]));
    trackPageViewUntilStarted(); // posthog-js records its own from now on
    vi.useRealTimers();
    expect(sent).toEqual([["$pageview", "2026-11-25T09:00:00.000Z"]]);
  });

  it("count a page opened in a background tab when it is first shown, though posthog-js started meanwhile", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    trackPageViewUntilStarted();
    handOverWaitingEvents((events) =>
      expect.fail(`${events.length} events waiting for a page not yet seen`),
    );
    const sent: string[] = [];
    setAnalyticsSink((event) => sent.push(event));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(sent).toEqual(["$pageview"]);
  });

  it("stay waiting when the beacon is refused, and go once it is taken", () => {
    track("experiment_exposure", { experiment_name: "pricing-headline", variant: "control" });
    handOverWaitingEvents(() => false);
    let handed: WaitingEvent[] = [];
    handOverWaitingEvents((events) => ((handed = events), true));
    expect(handed.map((e) => e.event)).toEqual(["experiment_exposure"]);
    handOverWaitingEvents((events) => ((handed = events), true));
    expect(handed).toHaveLength(1); // nothing handed twice
  });

  it("go by one beacon to /ingest/batch/ when the page is hidden, as /ingest reads a batch", async () => {
    const beacons: Array<[string, Blob]> = [];
    vi.stubGlobal("navigator", {
      userAgent: "Mozilla/5.0 Chrome/140",
      webdriver: false,
      sendBeacon: (url: string, body: Blob) => beacons.push([url, body]) > 0,
    });
    const stop = sendWaitingByBeacon({ token: "phc_test", acceptHeadless: false });
    trackPageViewUntilStarted();
    hide();
    stop();
    expect(beacons).toHaveLength(1);
    const [url, body] = beacons[0]!;
    expect(url).toBe("/ingest/batch/");
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader(); // jsdom's Blob has no text()
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    const payload = JSON.parse(text) as ReturnType<typeof toBeaconBatch>;
    expect(payload.api_key).toBe("phc_test");
    expect(payload.batch[0]).toMatchObject({
      event: "$pageview",
      distinct_id: readBeaconIdentity().distinctId,
      properties: {
        $current_url: location.href,
        token: "phc_test",
        $process_person_profile: false,
        $lib: "marketdesk-beacon",
      },
    });
    handOverWaitingEvents((events) => expect.fail(`${events.length} events still waiting`));
  });

  it("are not sent for a browser run by a program, as posthog-js would not", () => {
    const beacons: unknown[] = [];
    vi.stubGlobal("navigator", {
      userAgent: "Mozilla/5.0 HeadlessChrome/140",
      webdriver: true,
      sendBeacon: () => beacons.push(1) > 0,
    });
    const stop = sendWaitingByBeacon({ token: "phc_test", acceptHeadless: false });
    trackPageViewUntilStarted();
    hide();
    stop();
    expect(beacons).toEqual([]);
  });
});
