import { z } from "zod";
import { emailInput } from "@/lib/auth/email-input";
import { FORBIDDEN_CHARACTERS } from "@/lib/validation/forbidden-characters";
import { multiLineText } from "@/lib/validation/multi-line-text";
import { singleLineText } from "@/lib/validation/single-line-text";

/** The application form (docs/product.md#affiliate-program): who, where they publish, how they promote, where to pay. */
export const applyInput = z.object({
  name: singleLineText({ max: 80, what: "name" }).pipe(
    z.string().min(2, "Enter your name or your business's name."),
  ),
  website: singleLineText({ max: 200, what: "website or channel" }).pipe(
    z.string().min(3, "Enter the website or channel you will promote Marketdesk on."),
  ),
  promotion: multiLineText({ max: 1_000, maxLines: 20, what: "description" }).pipe(
    z
      .string()
      .min(
        20,
        "Tell us in a sentence or two how you will promote Marketdesk (20 characters at least).",
      ),
  ),
  payoutEmail: emailInput,
});
export type ApplyInput = z.input<typeof applyInput>;

const utmValue = singleLineText({ max: 100, what: "UTM value" })
  .transform((value) => value || null)
  .nullish();

/** A page of this site: starts with one slash, with neither a scheme nor a host. */
const sitePath = z
  .string()
  .trim()
  .max(300, "Use a path of at most 300 characters.")
  .refine(
    (path) =>
      path.startsWith("/") &&
      !path.startsWith("//") &&
      !/\s/.test(path) &&
      !FORBIDDEN_CHARACTERS.test(path),
    "Enter a page of this site, starting with /, e.g. /pricing or /stocks/AAPL.",
  );

/** A link the affiliate builds: any page of the site, with optional UTM fields. */
export const createLinkInput = z.object({
  path: sitePath,
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
});
export type CreateLinkInput = z.input<typeof createLinkInput>;

/** The ranges the dashboard's chart and totals cover, in days. */
export const dashboardRanges = [30, 90, 365] as const;
export const dashboardInput = z.object({
  days: z.union(dashboardRanges.map((days) => z.literal(days))).default(30),
});

/** A page of the ledger: newest first, after the entry whose id is the cursor. */
export const ledgerInput = z.object({
  cursor: z.uuid("That is not a place in the ledger.").nullish(),
  limit: z.number().int().min(1).max(100).default(50),
});

const affiliateId = z.uuid("That is not an affiliate's id.");

/** An admin's decision on an application, or on an active affiliate; a rejection or suspension says why. */
export const reviewInput = z
  .object({
    affiliateId,
    decision: z.enum(["approve", "reject", "suspend", "reinstate"]),
    note: multiLineText({ max: 1_000, maxLines: 20, what: "note" }).default(""),
  })
  .refine(
    (input) =>
      input.decision === "approve" || input.decision === "reinstate" || input.note.length > 0,
    { path: ["note"], message: "Say why: the person receives this note by mail." },
  );

/** A per-affiliate commission rate in percent (two decimals at most), or null for the default. */
export const commissionRateInput = z.object({
  affiliateId,
  percent: z
    .number()
    .min(0, "A rate is between 0 and 100 %.")
    .max(100, "A rate is between 0 and 100 %.")
    .refine(
      (percent) =>
        Number.isInteger(Math.round(percent * 100)) &&
        Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6,
      "Use at most two decimals.",
    )
    .nullable(),
});

export const markPayoutInput = z.object({
  affiliateId,
  reference: singleLineText({ max: 200, what: "reference" }).optional(),
});

/** One status, "decided" (everyone past the application), or every affiliate. */
export const affiliateListInput = z.object({
  status: z.enum(["applied", "active", "rejected", "suspended", "decided"]).nullish(),
});

export const refusalListInput = z.object({
  beforeId: z.number().int().positive().nullish(),
  limit: z.number().int().min(1).max(100).default(50),
});
