import type { Mailer } from "@/features/mail/server";
import type { AuthRateLimits } from "@/server/auth/auth-rate-limits";
import type { Database } from "@/server/db/create-database";

/** What every account action gets: the database, the mailer, the limits, the client's IP and the moment (a test's clock). */
export type AccountActionContext = {
  db: Database;
  mailer: Mailer;
  rateLimits: AuthRateLimits;
  ip: string;
  now: Date;
};
