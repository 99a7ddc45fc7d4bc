import "server-only";
import { parseCompanyTickers } from "../../edgar/parse-company-tickers";
import { createPacedFetch } from "../create-paced-fetch";
import { readJsonWithin } from "./read-json-within";

/** The SEC allows 10 requests per second (fair access); 8 leaves room for a timer that fires late. */
const REQUESTS_PER_MINUTE = 8 * 60;
/**
 * Company facts of the biggest filers are 10–20 MB of JSON once decompressed (company_tickers.json
 * is about 1 MB); 50 MB leaves them room to grow and still bounds what one answer may hold in memory.
 */
const MAX_ANSWER_BYTES = 50_000_000;
/** A 20 MB document over a slow link; a request past this is given up and the symbol waits its next turn. */
const REQUEST_TIMEOUT_MS = 60_000;

/** EDGAR refused or failed a request even after the retries: the whole refresh stops and tries again at its next run. */
export class EdgarUnavailableError extends Error {}

export type EdgarClient = {
  /** Canonical symbol → CIK, from the SEC's list of tickers. */
  companyTickers(): Promise<Map<string, number>>;
  /** A company's facts document, or null when EDGAR has none for the CIK (404). */
  companyFacts(cik: number): Promise<unknown>;
};

type Options = {
  userAgent: string;
  /** One host for both of EDGAR's (tests' fake); www.sec.gov and data.sec.gov when unset. */
  baseUrl?: string;
  /** The pause before retrying a 429, 5xx or lost connection, ×4 each time (docs/live-market.md#sec-edgar-fundamentals). */
  backoffMs?: number;
};

/**
 * SEC EDGAR's JSON over plain fetch (docs/live-market.md#sec-edgar-fundamentals): every request
 * carries the contact User-Agent the SEC requires, asks for gzip, and goes through one paced fetch
 * per client, which keeps the rate and retries 429 and 503 after a growing pause.
 * @see https://www.sec.gov/os/accessing-edgar-data
 */
export function createEdgarClient({
  userAgent,
  baseUrl,
  backoffMs = 10_000,
}: Options): EdgarClient {
  // Each attempt has its own timeout (a retry after a long pause must not start already expired).
  const pacedFetch = createPacedFetch(REQUESTS_PER_MINUTE, {
    attempts: 4,
    backoffMs,
    fetch: (input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  });
  const www = baseUrl?.replace(/\/+$/, "") ?? "https://www.sec.gov";
  const data = baseUrl?.replace(/\/+$/, "") ?? "https://data.sec.gov";

  async function getJson(url: string): Promise<unknown> {
    const response = await pacedFetch(url, {
      headers: {
        "user-agent": userAgent,
        "accept-encoding": "gzip, deflate",
        accept: "application/json",
      },
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      // The SEC answers 403 to a request without a contact User-Agent, and to one over its rate.
      throw new EdgarUnavailableError(
        `EDGAR answered HTTP ${response.status} for ${new URL(url).pathname}`,
      );
    }
    return readJsonWithin(response, MAX_ANSWER_BYTES);
  }

  return {
    async companyTickers() {
      return parseCompanyTickers(await getJson(`${www}/files/company_tickers.json`));
    },
    companyFacts(cik) {
      return getJson(`${data}/api/xbrl/companyfacts/CIK${String(cik).padStart(10, "0")}.json`);
    },
  };
}
