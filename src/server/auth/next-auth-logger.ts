import type { LoggerInstance } from "next-auth";
import { logger } from "@/server/logger";

/** Thrown from next-auth's `jwt` callback for a token whose session has ended: next-auth then clears the cookie. */
export class SessionEndedError extends Error {
  constructor() {
    super("This session has ended.");
    this.name = "SessionEndedError";
  }
}

/**
 * next-auth's messages as our JSON log lines. An ended session (docs/security.md, "Sessions") is an
 * ordinary event, not an error worth an alert; next-auth reports it as JWT_SESSION_ERROR.
 * @see https://next-auth.js.org/configuration/options#logger
 */
export const nextAuthLogger: Partial<LoggerInstance> = {
  error(code, metadata) {
    const failure = metadata as { name?: string; error?: { name?: string } } | undefined;
    if (
      code === "JWT_SESSION_ERROR" &&
      (failure?.name === "SessionEndedError" || failure?.error?.name === "SessionEndedError")
    )
      return;
    logger.error({ code, metadata }, "next-auth error");
  },
  warn(code) {
    logger.warn({ code }, "next-auth warning");
  },
  debug() {},
};
