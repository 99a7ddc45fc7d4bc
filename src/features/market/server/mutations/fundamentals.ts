import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { EdgarOutcome } from "@/server/db/enums";
import { companyFundamentals, securities } from "@/server/db/schema";
import type { CompanyFundamentals } from "../../edgar/derive-company-fundamentals";
import { type ScreenFundamentals, screenFundamentals } from "../../edgar/screen-fundamentals";

/** The screen's filed columns of a company EDGAR has nothing for; P/S and P/B follow them in the database's trigger. */
export const FILED_NOTHING: ScreenFundamentals & { psRatio: null; pbRatio: null } = {
  filedEps: null,
  filedDividendsPerShare: null,
  revenuePerShare: null,
  bookValuePerShare: null,
  netMargin: null,
  debtToEquity: null,
  revenueGrowth: null,
  epsGrowth: null,
  payoutRatio: null,
  psRatio: null,
  pbRatio: null,
};

export type EdgarAnswer =
  | { outcome: "stored"; cik: number; figures: CompanyFundamentals }
  | { outcome: Exclude<EdgarOutcome, "stored">; cik: number | null; figures?: undefined };

/**
 * Records what EDGAR said of `symbol` at `checkedAt`, in one transaction: the figures with their
 * dates, and the screen's columns (docs/live-market.md#sec-edgar-fundamentals). A symbol EDGAR
 * has nothing for is recorded too, so the paced refresh moves past it until its next turn.
 */
export async function storeCompanyFundamentals(
  db: Database,
  symbol: string,
  answer: EdgarAnswer,
  checkedAt: Date,
): Promise<void> {
  const row = {
    cik: answer.cik,
    outcome: answer.outcome,
    figures: answer.figures ?? null,
    checkedAt,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(companyFundamentals)
      .values({ symbol, ...row })
      .onConflictDoUpdate({ target: companyFundamentals.symbol, set: row });
    await tx
      .update(securities)
      // P/S and P/B cleared here: the trigger recomputes them only where an input remains.
      .set({ ...FILED_NOTHING, ...(answer.figures && screenFundamentals(answer.figures)) })
      .where(eq(securities.symbol, symbol));
  });
}
