import YahooFinance from "yahoo-finance2";
import { ExtendedCookieJar } from "yahoo-finance2/lib/cookieJar";
import { getCrumbClear } from "yahoo-finance2/lib/getCrumb";
import { createPacedFetch } from "./create-paced-fetch";
import { yahooLogger } from "./yahoo-logger";

type Options = {
  requestsPerMinute: number;
  /** Tests pass a fetch that serves recorded responses; production uses the global one. */
  fetch?: typeof globalThis.fetch;
  backoffMs?: number;
};

/** One signed-in `yahoo-finance2` client, paced; the provider and the polling feed share it. */
export type YahooClient = {
  yahoo: InstanceType<typeof YahooFinance>;
  /** Runs a request, signing in again when Yahoo ended the session (below). */
  signedIn<T>(request: () => Promise<T>): Promise<T>;
};

/**
 * Yahoo Finance through `yahoo-finance2` (which handles Yahoo's cookie and crumb). The library
 * runs one request at a time (its `queue` option) through one paced fetch, so whoever uses the
 * client stays inside the rate limit.
 * @see https://github.com/gadicc/yahoo-finance2
 */
export function createYahooClient({ requestsPerMinute, fetch, backoffMs }: Options): YahooClient {
  const cookieJar = new ExtendedCookieJar();
  const yahoo = new YahooFinance({
    fetch: createPacedFetch(requestsPerMinute, { backoffMs, fetch }),
    cookieJar,
    logger: yahooLogger,
    versionCheck: false,
    suppressNotices: ["yahooSurvey"],
    queue: { concurrency: 1 },
  });

  /**
   * yahoo-finance2 keeps its sign-in (cookie and crumb) in module state for the life of the
   * process: a failed sign-in, and a crumb Yahoo has since expired, fail every later request. Its
   * only way to start again is `getCrumbClear`, a named export of the package (`exports` in its
   * package.json), so that is used: a request that failed without an HTTP status (the paced fetch
   * has already retried the sign-in's requests) clears the session for the next one, and an
   * "Invalid Crumb" clears it and asks once more.
   * @see https://github.com/gadicc/yahoo-finance2/blob/devel/src/lib/getCrumb.ts
   */
  async function signedIn<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (typeof (error as { code?: unknown }).code === "number") throw error; // an HTTP answer: the session is good
      await getCrumbClear(cookieJar);
      if (error instanceof Error && error.message === "Invalid Crumb") return request();
      throw error;
    }
  }
  return { yahoo, signedIn };
}
