import { createHealthHandler } from "@/server/api/create-health-handler";
import { getDb } from "@/server/db/get-database";

export const dynamic = "force-dynamic";

export const GET = createHealthHandler({ getDb });
