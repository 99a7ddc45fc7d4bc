import type { CompanyFact, FiledFigure } from "./read-facts";

/**
 * A balance's latest value (an instant: a fact with no start), from the filing that reported it
 * last; with `at`, the value on that date only, so the parts of one total come from one balance
 * sheet. Null when none was reported.
 */
export function latestInstant(facts: CompanyFact[], at?: string): FiledFigure | null {
  let best: CompanyFact | undefined;
  for (const fact of facts) {
    if (fact.start !== undefined || (at !== undefined && fact.end !== at)) continue;
    if (!best || fact.end > best.end || (fact.end === best.end && fact.filed > best.filed))
      best = fact;
  }
  return best ? { value: best.val, periodEnd: best.end, filed: best.filed } : null;
}
