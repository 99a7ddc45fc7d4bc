import "server-only";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { deriveCompanyFundamentals } from "../../edgar/derive-company-fundamentals";
import { listDueFundamentals } from "../data/fundamentals";
import { type EdgarAnswer, storeCompanyFundamentals } from "../mutations/fundamentals";
import { type EdgarClient, EdgarUnavailableError } from "./create-edgar-client";

/** About three minutes of requests at EDGAR's pace: a run ends well within the job queue's expiry. */
const SYMBOLS_PER_RUN = 1_000;

export type FundamentalsRefreshOutcome = { asked: number; stored: number; without: number };

/**
 * What else reads a company's facts document while it is in hand (the calendar's past earnings
 * reports), so a 10–20 MB answer is fetched once. Its failure is logged, not the refresh's.
 */
export type CompanyFactsListener = (symbol: string, facts: unknown) => Promise<unknown>;

type Asked = { answer: EdgarAnswer; facts: unknown };

/** EDGAR's answer for one company: its figures, none, or an answer that could not be read. */
async function askEdgar(client: EdgarClient, cik: number): Promise<Asked> {
  try {
    const facts = await client.companyFacts(cik);
    if (facts === null) return { answer: { outcome: "no-facts", cik }, facts: null };
    return { answer: { outcome: "stored", cik, figures: deriveCompanyFundamentals(facts) }, facts };
  } catch (error) {
    // EDGAR refusing or unreachable stops the run; an answer too large, malformed or too slow is this company's alone.
    if (error instanceof EdgarUnavailableError || error instanceof TypeError) throw error;
    logger.warn({ cik, err: error }, "EDGAR company facts unreadable; skipped until its next turn");
    return { answer: { outcome: "unreadable", cik }, facts: null };
  }
}

/**
 * One paced pass over the symbols due (docs/live-market.md#sec-edgar-fundamentals): EDGAR's list
 * of tickers, then each due symbol's company facts, stored one symbol at a time, so a run stopped
 * anywhere (an error, a restart) loses nothing done and the next run starts where it stopped.
 * A symbol the SEC does not list, or has no facts for, is recorded and asked again a day later.
 */
export async function refreshCompanyFundamentals(
  db: Database,
  client: EdgarClient,
  limit = SYMBOLS_PER_RUN,
  onFacts?: CompanyFactsListener,
): Promise<FundamentalsRefreshOutcome> {
  const due = await listDueFundamentals(db, limit);
  if (due.length === 0) return { asked: 0, stored: 0, without: 0 };
  const ciks = await client.companyTickers();
  // An empty list is a wrong answer, not a market without companies: nothing is marked unlisted.
  if (ciks.size === 0) throw new EdgarUnavailableError("EDGAR's list of tickers is empty");
  // Share classes of one company (BRK.A, BRK.B) have one CIK: its facts are asked for once.
  const answers = new Map<number, Promise<Asked>>();
  let stored = 0;
  for (const symbol of due) {
    const cik = ciks.get(symbol);
    if (cik !== undefined && !answers.has(cik)) answers.set(cik, askEdgar(client, cik));
    const { answer, facts }: Asked =
      cik === undefined
        ? { answer: { outcome: "no-cik", cik: null }, facts: null }
        : await answers.get(cik)!;
    await storeCompanyFundamentals(db, symbol, answer, new Date());
    if (answer.outcome === "stored") stored += 1;
    if (facts !== null && onFacts)
      await onFacts(symbol, facts).catch((error: unknown) =>
        logger.warn({ symbol, err: error }, "a company facts listener failed"),
      );
  }
  return { asked: due.length, stored, without: due.length - stored };
}
