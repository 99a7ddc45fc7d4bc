import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../../tests/memory-storage";
import { buildCommonFields } from "./common-fields";
import { createPerformanceDeduper } from "./create-performance-deduper";
import { logRequestError, posthogSettings } from "./posthog-config";
import { ANALYTICS_SESSION_KEY, getAnalyticsSessionId } from "./session-id";
import { setAnalyticsSink, track } from "./track";

describe("common fields (docs/behaviour.md#analytics-events)", () => {
  beforeEach(() => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("location", new URL("https://md.example/screener?sector=Tech"));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAnalyticsSink(null);
  });

  it("are user_type (guest by default), an ISO timestamp, the page URL and the tab's session id", () => {
    const fields = buildCommonFields(undefined, new Date("2026-11-22T10:00:00Z"));
    expect(fields).toEqual({
      user_type: "guest",
      timestamp: "2026-11-22T10:00:00.000Z",
      page_url: "https://md.example/screener?sector=Tech",
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("reuse one session id within a tab, and make one when there is none", () => {
    const storage = memoryStorage();
    const first = getAnalyticsSessionId(storage);
    expect(getAnalyticsSessionId(storage)).toBe(first);
    expect(storage.getItem(ANALYTICS_SESSION_KEY)).toBe(first);
    expect(getAnalyticsSessionId(memoryStorage())).not.toBe(first);
  });

  it("are added to every tracked event, which keeps its own fields", () => {
    const sent: Array<[string, Record<string, unknown>]> = [];
    setAnalyticsSink((event, properties) => sent.push([event, properties]));
    track("conversion", { conversion_type: "registration", attributed_to_affiliate: true });
    expect(sent[0]).toEqual([
      "conversion",
      expect.objectContaining({
        conversion_type: "registration",
        attributed_to_affiliate: true,
        user_type: "guest",
        page_url: "https://md.example/screener?sector=Tech",
      }),
    ]);
  });

  it("makes a wrong field for a family a type error", () => {
    const sent: string[] = [];
    setAnalyticsSink((event) => sent.push(event));
    // @ts-expect-error: attributed_to_affiliate is a boolean
    track("conversion", { conversion_type: "registration", attributed_to_affiliate: "yes" });
    track("performance_metric", {
      metric_name: "first-input",
      metric_value: 12,
      // @ts-expect-error: metric_unit is always ms
      metric_unit: "s",
      page_load_time: null,
    });
    // @ts-expect-error: variant belongs to the Experiment family, not Business metric
    track("business_metric", { metric_name: "mrr", metric_value: 1, variant: "a" });
    expect(sent).toHaveLength(3);
  });
});

describe("performance de-duplication (docs/behaviour.md#constants)", () => {
  it("sends one event per metric and 100 ms bucket within 5 s, and again after 5 s", () => {
    let now = 0;
    const shouldSend = createPerformanceDeduper(() => now);
    expect(shouldSend("largest-contentful-paint", 1_210)).toBe(true);
    expect(shouldSend("largest-contentful-paint", 1_299)).toBe(false); // same bucket (12)
    expect(shouldSend("largest-contentful-paint", 1_300)).toBe(true); // next bucket
    expect(shouldSend("first-input", 1_250)).toBe(true); // another metric
    now = 4_999;
    expect(shouldSend("largest-contentful-paint", 1_250)).toBe(false);
    now = 5_000;
    expect(shouldSend("largest-contentful-paint", 1_250)).toBe(true);
  });
});

describe("the provider's settings equal the rules (docs/behaviour.md#analytics-provider)", () => {
  it("holds every number of docs/behaviour.md#constants", () => {
    expect(posthogSettings).toMatchObject({
      api_host: "/ingest",
      session_idle_timeout_seconds: 1800,
      request_queue_config: { flush_interval_ms: 3000 },
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      surveys_request_timeout_ms: 10000,
      properties_string_max_length: 65535,
      disable_compression: false,
      disable_web_experiments: false,
      person_profiles: "identified_only",
    });
  });

  it("logs Bad HTTP status with the body for every answer of 400 or above, and nothing below", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logRequestError({ statusCode: 500, text: "boom" });
    logRequestError({ statusCode: 404 });
    logRequestError({ statusCode: 200 });
    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      "Bad HTTP status: 500 boom",
      "Bad HTTP status: 404",
    ]);
    errors.mockRestore();
  });
});
