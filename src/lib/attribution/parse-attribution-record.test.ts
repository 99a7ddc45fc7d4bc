import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAttributionFieldsSchema } from "./attribution-fields-schema";
import { parseAttributionRecord, REFERRER_MAX } from "./attribution-record";

const record = {
  utm_source: "news",
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  affiliate_id: "AB12",
  referrer: null,
  captured_at: "2026-11-01T00:00:00.000Z",
  expires_at: "2026-12-01T00:00:00.000Z",
};

/** The server's schema of the fields, with the two times: what the stored record is held to. */
const serverRecordSchema = createAttributionFieldsSchema().extend({
  captured_at: z.string(),
  expires_at: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
});

describe("parseAttributionRecord", () => {
  it("reads a stored record, cleaning its fields and dropping other keys", () => {
    expect(parseAttributionRecord(record)).toEqual(record);
    expect(parseAttributionRecord({ ...record, utm_source: " news\u0000 ", extra: 1 })).toEqual(
      record,
    );
  });

  it("refuses what is not the record: a missing or mistyped field, an overlong one, a bad expiry", () => {
    const { utm_term: _, ...missing } = record;
    for (const value of [
      null,
      42,
      "text",
      [record],
      missing,
      { ...record, affiliate_id: 5 },
      { ...record, referrer: "x".repeat(REFERRER_MAX + 1) },
      { ...record, expires_at: "soon" },
      { ...record, captured_at: null },
    ]) {
      expect(parseAttributionRecord(value)).toBeNull();
    }
  });

  it("accepts and cleans exactly what the server's schema does", () => {
    const field = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: REFERRER_MAX + 2 }),
      fc.integer(),
    );
    const value = fc.record(
      {
        utm_source: field,
        utm_medium: field,
        utm_campaign: field,
        utm_term: field,
        utm_content: field,
        affiliate_id: field,
        referrer: field,
        captured_at: fc.oneof(fc.constant(record.captured_at), fc.string(), fc.constant(null)),
        expires_at: fc.oneof(fc.constant(record.expires_at), fc.string()),
      },
      { requiredKeys: ["captured_at", "expires_at", "utm_source", "referrer"] },
    );
    fc.assert(
      fc.property(value, (stored) => {
        const expected = serverRecordSchema.safeParse(stored);
        expect(parseAttributionRecord(stored)).toEqual(expected.success ? expected.data : null);
      }),
    );
  });
});
