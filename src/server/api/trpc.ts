import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { MAX_TRPC_BATCH_CALLS } from "@/lib/trpc/trpc-limits";
import type { Database } from "@/server/db/create-database";
import { describeDatabaseFailure } from "@/server/db/describe-database-failure";
import type { Logger } from "@/server/logger";
import type { RequestSession } from "@/types/session-user";
import { InputFieldError } from "./field-error";
import { findAccessRefusal, type SessionAccess } from "./find-access-refusal";
import type { ProcedureMeta } from "./procedure-access";
import { serializeAnswer } from "./serialize-answer";
import { UpgradeRequiredError } from "./upgrade-required-error";

export type TRPCContext = {
  db: Database;
  /** Market data's reads: the replica when there is one (getReadDb); absent, `db`. Read through marketDataDb. */
  readDb?: Database;
  log: Logger;
  requestId: string;
  headers: Headers;
  /** Read from the cookie and checked against the database when the request came in (handle-trpc-request.ts). */
  session: RequestSession;
  /** Waits for this call's turn among its client's (create-trpc-client-limits.ts); callers outside HTTP have none. */
  enterCall?: () => Promise<() => void>;
};

/** The handle for reads that may lag a moment behind writes: market data, never a person's own. */
export function marketDataDb(ctx: Pick<TRPCContext, "db" | "readDb">): Database {
  return ctx.readDb ?? ctx.db;
}

const t = initTRPC
  .context<TRPCContext>()
  .meta<ProcedureMeta>()
  .create({
    // Answers skip superjson's walk when they are plain JSON; the wire format is superjson's.
    transformer: {
      input: superjson,
      output: { serialize: serializeAnswer, deserialize: superjson.deserialize },
    },
    errorFormatter({ shape, error }) {
      // An unexpected failure's text may carry SQL or stack details: the person sees a plain sentence.
      const hideMessage =
        error.code === "INTERNAL_SERVER_ERROR" && process.env.NODE_ENV === "production";
      // tRPC's own refusal of a batch past `maxBatchSize` says only "Batch call exceeds maximum size".
      const batchTooLarge =
        error.code === "BAD_REQUEST" && error.message === "Batch call exceeds maximum size";
      return {
        ...shape,
        message: hideMessage
          ? "Something went wrong on our side. Please try again."
          : batchTooLarge
            ? `One request may carry at most ${MAX_TRPC_BATCH_CALLS} calls. Send fewer at a time.`
            : // A refused input's message is its first problem in words; every problem stays in data.zodError.
              error.cause instanceof ZodError
              ? (error.cause.issues[0]?.message ?? shape.message)
              : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          upgrade:
            error.cause instanceof UpgradeRequiredError
              ? { planId: error.cause.planId, feature: error.cause.feature }
              : null,
          zodError:
            error.cause instanceof ZodError
              ? z.flattenError(error.cause)
              : error.cause instanceof InputFieldError
                ? { formErrors: [], fieldErrors: { [error.cause.field]: [error.cause.message] } }
                : null,
        },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Errors already logged by a procedure call, so the handler's `onError` does not log them twice. */
const errorsLoggedByProcedures = new WeakSet<TRPCError>();
export function isLoggedByProcedure(error: TRPCError): boolean {
  return errorsLoggedByProcedures.has(error);
}

/**
 * One log line per procedure call, with the request's id, path, outcome and duration. A failure that
 * is the database's state (gone, or past its statement timeout) becomes SERVICE_UNAVAILABLE with a
 * sentence, not a bug's 500 (docs/security.md, "Faults"); the client retries it like any 5xx.
 */
const loggingMiddleware = t.middleware(async ({ ctx, path, type, next }) => {
  const started = performance.now();
  let result = await next();
  const databaseFailure =
    result.ok || result.error.code !== "INTERNAL_SERVER_ERROR"
      ? null
      : describeDatabaseFailure(result.error.cause);
  if (!result.ok && databaseFailure)
    result = {
      ...result,
      error: new TRPCError({
        code: "SERVICE_UNAVAILABLE",
        message: databaseFailure,
        cause: result.error.cause,
      }),
    };
  // `ctx.log` already carries the request id.
  const fields = { path, type, durationMs: Math.round(performance.now() - started) };
  if (result.ok) ctx.log.info({ ...fields, ok: true }, "trpc call");
  else {
    errorsLoggedByProcedures.add(result.error);
    // A refusal (4xx) is ordinary: its code and message suffice. A failure, ours or upstream, gets the stack.
    if (
      result.error.code === "INTERNAL_SERVER_ERROR" ||
      result.error.code === "SERVICE_UNAVAILABLE" ||
      result.error.code === "BAD_GATEWAY"
    )
      ctx.log.error(
        { ...fields, ok: false, code: result.error.code, err: result.error },
        "trpc call",
      );
    else
      ctx.log.info(
        { ...fields, ok: false, code: result.error.code, message: result.error.message },
        "trpc call",
      );
  }
  return result;
});

/** Each call runs in its turn among the same client's, so one client's batches cannot fill the database pool. */
const turnMiddleware = t.middleware(async ({ ctx, next }) => {
  const leave = await ctx.enterCall?.();
  try {
    return await next();
  } finally {
    leave?.();
  }
});

export const publicProcedure = t.procedure.use(turnMiddleware).use(loggingMiddleware);

/** Throws the refusal of find-access-refusal.ts, the check the pages make too. */
function refuseUnless(
  access: SessionAccess,
  session: RequestSession,
): asserts session is NonNullable<RequestSession> {
  const refusal = findAccessRefusal(access, session);
  if (refusal) throw new TRPCError(refusal);
}

/**
 * A guest session or a registered user: someone who can own data. A guest has no row until its
 * first save: a mutation that saves for a guest calls `ensureGuestRow` itself, after its input is
 * validated, so a refused call writes nothing (docs/security.md, "Sessions").
 */
export const sessionProcedure = publicProcedure.use(({ ctx, next }) => {
  refuseUnless("session", ctx.session);
  return next({ ctx: { session: ctx.session } });
});

/** A registered user; the role is the database's, read with the session (docs/behaviour.md#roles-and-permissions). */
export const userProcedure = sessionProcedure.use(({ ctx, next }) => {
  refuseUnless("registered", ctx.session);
  return next({ ctx: { user: ctx.session.user } });
});

export const adminProcedure = userProcedure.use(({ ctx, next }) => {
  refuseUnless("admin", ctx.session);
  return next();
});
