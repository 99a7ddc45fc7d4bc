import pino from "pino";
import { env } from "@/env";

/** JSON lines on stdout; one per tRPC call and per route-handler request, each with a request id. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: "marketdesk" },
  timestamp: pino.stdTimeFunctions.isoTime,
});

export type Logger = typeof logger;
