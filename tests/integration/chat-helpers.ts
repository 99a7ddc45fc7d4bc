import { randomUUID } from "node:crypto";
import type { ChatRateLimits } from "@/features/chat/server/chat-rate-limits";
import { createChatRouter } from "@/features/chat/server/router";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createTRPCRouter } from "@/server/api/trpc";
import type { Database } from "@/server/db/create-database";
import type { UserType } from "@/server/db/enums";
import { securities, users } from "@/server/db/schema";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";

/** Rate limits that never refuse: the tests of other rules post more than 5 messages in 10 s. */
export const NO_RATE_LIMITS: ChatRateLimits = { beginPost: () => Promise.resolve() };

/** A listed stock (the market's "listed" rule: quoted now), so `$SYMBOL` names it and its room is open. */
export async function insertListedSecurity(
  db: Database,
  symbol: string,
  lastPrice = 100,
): Promise<void> {
  await db
    .insert(securities)
    .values({
      symbol,
      name: `${symbol} Holdings`,
      securityType: "common",
      exchange: "NASDAQ",
      lastPrice,
      source: "snapshot",
      historySimulated: true,
      asOf: new Date(),
    })
    .onConflictDoNothing();
}

export type Member = { id: string; cookie: string };

/** A person with a row and a session cookie: an account with a confirmed email unless told otherwise. */
export async function createMember(
  db: Database,
  {
    type = "authenticated",
    verified = true,
    createdAt,
    name = "Pat Example",
  }: { type?: UserType; verified?: boolean; createdAt?: Date; name?: string } = {},
): Promise<Member> {
  const email = type === "guest" ? null : `chat-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      name,
      type,
      emailVerifiedAt: verified && type !== "guest" ? new Date() : null,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: users.id });
  return { id: row!.id, cookie: await sessionCookie({ id: row!.id, type }) };
}

/**
 * The procedures' clock, which a test stops at an exact instant (`freeze`) and sets going again
 * (`reset`). Rules compare it with a message's `created_at`, the database's own `now()`, so a test
 * freezes it relative to that (message.createdAt + 59 s).
 */
export function createTestClock() {
  let frozen: Date | null = null;
  return {
    now: () => (frozen ? new Date(frozen) : new Date()),
    freeze: (at: Date) => void (frozen = at),
    reset: () => void (frozen = null),
  };
}

type CallOptions = { input?: unknown; cookie?: string; ip?: string; mutation?: boolean };

/**
 * The real /api/trpc handler serving chat alone, with the given clock and rate limits: each call as
 * the browser sends it, the session read from its cookie, the IP from the socket header.
 */
export function createChatCaller(
  getDb: () => Database,
  {
    now,
    getRateLimits = () => NO_RATE_LIMITS,
  }: { now?: () => Date; getRateLimits?: () => ChatRateLimits } = {},
) {
  const router = createTRPCRouter({ chat: createChatRouter({ now, getRateLimits }) });
  const handler = createTrpcRequestHandler({ getDb, router });
  const queries = new Set([
    "rooms",
    "history",
    "events",
    "stats",
    "postingStatus",
    "mutes",
    "myCalls",
  ]);
  return (
    procedure: string,
    { input, cookie, ip = uniqueIp(), mutation = !queries.has(procedure) }: CallOptions = {},
  ) =>
    callTrpc(handler, `chat.${procedure}`, {
      input,
      mutation,
      headers: requestHeaders(ip, cookie),
    });
}

export type ChatCall = ReturnType<typeof createChatCaller>;
