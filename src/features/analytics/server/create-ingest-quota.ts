import type { Redis } from "ioredis";
import { RateLimiterRes } from "rate-limiter-flexible";
import { createRateLimiter, getRedis } from "@/server/rate-limit/create-rate-limiter";
import { describeWait } from "@/server/rate-limit/describe-wait";
import { IngestError } from "./decode-capture-body";

/** Megabytes of events one sender may have stored per hour and per day. */
export type IngestQuota = { hourMb: number; dayMb: number };

const HOUR = 3_600;
const DAY = 86_400;

/**
 * What one client (IP) and one project token may store, counted in kilobytes of event JSON
 * through the rate limiters (shared by every node with REDIS_URL). Every limit is charged, a
 * refused batch included, and one past its quota refuses with 429 and the wait, before any row
 * is written (docs/security.md#input-limits): one address at the request rate limit used to add
 * 3.6 GB a minute.
 */
export function createIngestQuota(
  { client, token }: { client: IngestQuota; token: IngestQuota },
  redis: Redis | undefined = getRedis(),
) {
  const limiter = (name: string, megabytes: number, seconds: number) =>
    createRateLimiter(`ingest-quota-${name}`, { points: megabytes * 1_000, seconds }, redis);
  const limits = [
    { key: "client", who: "this address", limiter: limiter("client-hour", client.hourMb, HOUR) },
    { key: "client", who: "this address", limiter: limiter("client-day", client.dayMb, DAY) },
    { key: "token", who: "this project", limiter: limiter("token-hour", token.hourMb, HOUR) },
    { key: "token", who: "this project", limiter: limiter("token-day", token.dayMb, DAY) },
  ] as const;

  return async function charge(keys: { client: string; token: string }, chars: number) {
    const kilobytes = Math.max(1, Math.ceil(chars / 1_000));
    const outcomes = await Promise.allSettled(
      limits.map(({ key, limiter: l }) => l.consume(keys[key], kilobytes)),
    );
    const refusals = outcomes.flatMap((outcome, index) =>
      outcome.status === "rejected" ? [{ reason: outcome.reason as unknown, index }] : [],
    );
    if (refusals.length === 0) return;
    const longest = refusals.reduce((a, b) => (waitOf(b.reason) > waitOf(a.reason) ? b : a));
    if (!(longest.reason instanceof RateLimiterRes)) throw longest.reason;
    const wait = longest.reason.msBeforeNext;
    throw new IngestError(
      429,
      `Analytics from ${limits[longest.index]!.who} are past what we store for now. ${describeWait(wait)}`,
      wait,
    );
  };
}

const waitOf = (reason: unknown) => (reason instanceof RateLimiterRes ? reason.msBeforeNext : 0);
