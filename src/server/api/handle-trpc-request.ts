import type { AnyTRPCRouter } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { randomUUID } from "node:crypto";
import { readSession } from "@/server/auth/read-session";
import type { Database } from "@/server/db/create-database";
import { logger as defaultLogger, type Logger } from "@/server/logger";
import { screenTrpcRequest } from "./screen-trpc-request";
import { appRouter } from "./root";
import { isLoggedByProcedure, type TRPCContext } from "./trpc";

export const TRPC_ENDPOINT = "/api/trpc";

type HandlerDeps = { getDb: () => Database; router?: AnyTRPCRouter; logger?: Logger };

/** The `/api/trpc` route: request id, wire checks, context, and a log line for calls refused before a procedure ran. */
export function createTrpcRequestHandler({ getDb, router = appRouter, logger = defaultLogger }: HandlerDeps) {
  return async function handleTrpcRequest(incoming: Request): Promise<Response> {
    const requestId = incoming.headers.get("x-request-id") ?? randomUUID();
    const log = logger.child({ requestId });
    const { request, refusal } = await screenTrpcRequest(incoming);
    const response = await fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: request,
      router,
      createContext: async (): Promise<TRPCContext> => {
        if (refusal) throw refusal;
        const session = await readSession(request.headers.get("cookie"));
        return { db: getDb(), log, requestId, headers: request.headers, session };
      },
      onError({ error, path, type }) {
        // Calls that reached a procedure were logged by the logging middleware; these did not.
        if (isLoggedByProcedure(error)) return;
        if (error.code === "INTERNAL_SERVER_ERROR") log.error({ path, type, err: error }, "trpc error");
        else log.info({ path, type, code: error.code, message: error.message }, "trpc request refused");
      },
    });
    response.headers.set("x-request-id", requestId);
    return response;
  };
}
