import "server-only";
import type { NextAuthOptions } from "next-auth";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import { getDb } from "@/server/db/get-database";
import { guestRowMovers } from "./guest-row-movers";

/**
 * The app's next-auth options: a composition root (docs/architecture.md#layers) that hands auth the
 * guest merge's movers. Made per call, never at import, so `next build` needs no secret.
 */
export function createAppAuthOptions({
  onRateLimited,
}: {
  onRateLimited?: (retryAfterMs: number) => void;
} = {}): NextAuthOptions {
  return createAuthOptions({ getDb, guestRowMovers, onRateLimited });
}
