import { z } from "zod";

/**
 * One reported value of a concept, as EDGAR's companyfacts API lists it under
 * `facts.<taxonomy>.<concept>.units.<unit>`: a duration (`start` to `end`) for flows such as
 * revenue, an instant (`end` only) for balances and share counts; `filed` is the filing's date.
 * @see https://www.sec.gov/search-filings/edgar-application-programming-interfaces
 */
export type CompanyFact = z.infer<typeof factSchema>;

/** A figure as filed: its value, the end of the fiscal period it covers, and the filing's date. */
export type FiledFigure = { value: number; periodEnd: string; filed: string };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const factSchema = z.object({
  start: isoDate.optional(),
  end: isoDate,
  val: z.number().finite(),
  form: z.string().max(40),
  filed: isoDate,
});

/**
 * The document's shape where it is as expected. Any JSON value is safe to read through it: optional
 * chaining gives undefined for a missing key, null or a primitive, and the entries are checked below.
 */
type CompanyFactsDocument = {
  facts?: Record<
    string,
    Record<string, { units?: Record<string, unknown> } | undefined> | undefined
  >;
} | null;

/**
 * A concept's facts in one unit ("USD", "USD/shares", "shares"), or none when the company does not
 * report it. Facts of another shape (a malformed entry) are left out one by one, so one bad value
 * does not lose a company's figures.
 */
export function readFacts(
  companyFacts: unknown,
  taxonomy: "us-gaap" | "dei",
  concept: string,
  unit: string,
): CompanyFact[] {
  const entries = (companyFacts as CompanyFactsDocument)?.facts?.[taxonomy]?.[concept]?.units?.[
    unit
  ];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const parsed = factSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
