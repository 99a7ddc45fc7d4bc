import { randomUUID } from "node:crypto";
import type { AnyTRPCRouter } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { env } from "@/env";
import { touchUser } from "@/features/auth/server/mutations";
import { readSession } from "@/features/auth/server/read-session";
import { TRPC_ENDPOINT } from "@/lib/trpc/trpc-endpoint";
import { MAX_TRPC_BATCH_CALLS } from "@/lib/trpc/trpc-limits";
import { getClientIp } from "@/server/auth/client-ip";
import type { Database } from "@/server/db/create-database";
import { describeDatabaseFailure } from "@/server/db/describe-database-failure";
import { logger as defaultLogger, type Logger } from "@/server/logger";
import { isRateLimitedError } from "@/server/rate-limit/consume-point";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import { describeWait } from "@/server/rate-limit/describe-wait";
import { type CallTicket, createTrpcClientLimits } from "./create-trpc-client-limits";
import { appRouter } from "./root";
import { screenTrpcRequest } from "./screen-trpc-request";
import { isLoggedByProcedure, type TRPCContext } from "./trpc";
import { trpcAnswerHeaders } from "./trpc-answer-headers";

/** Most people remembered as touched by this process; past it the memory starts again. */
const MAX_REMEMBERED_TOUCHES = 10_000;
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The request's session, checked against the database (its role included), and its last-seen time
 * bumped, so a guest still using the site is never cleaned up. The database bumps it at most once
 * an hour; remembering the bumps made here spares every other request of that hour the UPDATE,
 * which on the embedded database waits its turn with the screen the person asked for. This file
 * composes like root.ts: it reads sessions through the auth feature (eslint.config.mjs).
 */
function createSessionReader() {
  const touchedAt = new Map<string, number>();
  return async function readAndTouchSession(db: Database, headers: Headers) {
    const session = await readSession(db, headers);
    if (!session) return session;
    const now = Date.now();
    if (now - (touchedAt.get(session.user.id) ?? 0) < TOUCH_INTERVAL_MS) return session;
    await touchUser(db, session.user.id);
    if (touchedAt.size >= MAX_REMEMBERED_TOUCHES) touchedAt.clear();
    touchedAt.set(session.user.id, now);
    return session;
  };
}

type HandlerDeps = {
  getDb: () => Database;
  /** Market data's reads (marketDataDb): the replica when there is one; the primary unless given. */
  getReadDb?: () => Database;
  router?: AnyTRPCRouter;
  logger?: Logger;
  /** Calls per client (RATE_LIMIT_TRPC_CALLS, TRPC_CLIENT_CALLS_AT_ONCE, TRPC_CLIENT_CALLS_WAITING). */
  clientLimits?: ReturnType<typeof createTrpcClientLimits>;
};

/** A refused admission as tRPC's 429; `responseMeta` turns its wait into Retry-After. */
function tooManyCalls(error: unknown): unknown {
  if (!isRateLimitedError(error)) return error;
  return new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message: `Too many requests from you at once. ${describeWait(error.retryAfterMs)}`,
    cause: error,
  });
}

/** The `/api/trpc` route: request id, wire checks, context, and a log line for calls refused before a procedure ran. */
export function createTrpcRequestHandler({
  getDb,
  getReadDb = getDb,
  router = appRouter,
  logger = defaultLogger,
  clientLimits = createTrpcClientLimits({
    limiter: createRateLimiter("trpc-calls", env.RATE_LIMIT_TRPC_CALLS),
    callsAtOnce: env.TRPC_CLIENT_CALLS_AT_ONCE,
    callsWaiting: env.TRPC_CLIENT_CALLS_WAITING,
  }),
}: HandlerDeps) {
  const readAndTouchSession = createSessionReader();
  return async function handleTrpcRequest(incoming: Request): Promise<Response> {
    const requestId = incoming.headers.get("x-request-id") ?? randomUUID();
    const log = logger.child({ requestId });
    const { request, refusal } = await screenTrpcRequest(incoming);
    let ticket: CallTicket | undefined;
    const response = await fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: request,
      router,
      // A larger batch is refused whole before any call runs (docs/security.md, "Input limits").
      maxBatchSize: MAX_TRPC_BATCH_CALLS,
      responseMeta: ({ errors }) => ({ headers: trpcAnswerHeaders({ errors }) }),
      createContext: async ({ info }): Promise<TRPCContext> => {
        if (refusal) throw refusal;
        const db = getDb();
        const session = await readAndTouchSession(db, request.headers).catch((error: unknown) => {
          const failure = describeDatabaseFailure(error);
          throw failure
            ? new TRPCError({ code: "SERVICE_UNAVAILABLE", message: failure, cause: error })
            : error;
        });
        // Counted per call, a batch of 50 as 50, for the person or else the address (docs/security.md#input-limits).
        const client = session?.user.id ?? getClientIp(request.headers);
        const calls = Math.min(info.calls.length, MAX_TRPC_BATCH_CALLS);
        ticket = await clientLimits(client, calls).catch((error: unknown) => {
          throw tooManyCalls(error);
        });
        return {
          db,
          readDb: getReadDb(),
          log,
          requestId,
          headers: request.headers,
          session,
          enterCall: ticket.enter,
        };
      },
      onError({ error, path, type }) {
        // Calls that reached a procedure were logged by the logging middleware; these did not.
        if (isLoggedByProcedure(error)) return;
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE")
          log.error({ path, type, err: error }, "trpc error");
        else
          log.info(
            { path, type, code: error.code, message: error.message },
            "trpc request refused",
          );
      },
    });
    ticket?.close();
    response.headers.set("x-request-id", requestId);
    return response;
  };
}
