import { createUnsubscribeHandler } from "@/features/alerts/server/deliver/create-unsubscribe-handler";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getDb } from "@/server/db/get-database";

/** One-click unsubscribe from alert mail (docs/alerts.md#mail); never cached. */
export const dynamic = "force-dynamic";

export const { GET, POST } = createUnsubscribeHandler({ getDb, getSecret: getAuthSecret });
