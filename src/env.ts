import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the process with
 * the variable's name and what is wrong with it. `.env.example` lists the same settings.
 * @see https://env.t3.gg/docs/nextjs
 */
export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  },
  client: {},
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
  skipValidation: process.env.SKIP_ENV_VALIDATION === "true",
  onValidationError(issues) {
    const lines = issues.map((issue) => `  ${issue.path?.map(String).join(".") ?? "?"}: ${issue.message}`);
    console.error(`Invalid environment settings (see .env.example):\n${lines.join("\n")}`);
    throw new Error(`Invalid environment settings: ${issues.map((i) => i.path?.map(String).join(".")).join(", ")}`);
  },
});
