import { logger } from "@/server/logger";

/** The library logs through console; ours goes to the structured log, its chatter at debug. */
export const yahooLogger = {
  info: (...args: unknown[]) => logger.debug({ args }, "yahoo-finance2"),
  warn: (...args: unknown[]) => logger.warn({ args }, "yahoo-finance2"),
  error: (...args: unknown[]) => logger.error({ args }, "yahoo-finance2"),
  debug: (...args: unknown[]) => logger.debug({ args }, "yahoo-finance2"),
  dir: (...args: unknown[]) => logger.debug({ args }, "yahoo-finance2"),
};
