import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { appRouter } from "@/server/api/root";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import {
  DATABASE_TIMEOUT_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
} from "@/server/db/describe-database-failure";
import { sessionCookie } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { createPostgresFromTemplate } from "./test-databases";

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** A procedure that waits in the database as long as asked: a stand-in for a slow query. */
const slowRouter = createTRPCRouter({
  wait: publicProcedure
    .meta({ access: "anyone" })
    .input(z.object({ seconds: z.number().max(5) }))
    .query(async ({ ctx, input }) => {
      await ctx.db.execute(sql`select pg_sleep(${input.seconds})`);
      return "done";
    }),
});

postgres("[postgres] database faults", () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createPostgresFromTemplate("migrated");
    handle = createDatabase({
      kind: "postgres",
      url: database.url,
      poolMax: 3,
      statementTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("cancels a statement past the statement timeout and answers 503 with a sentence, freeing the connection", async () => {
    const handler = createTrpcRequestHandler({ getDb: () => handle.db, router: slowRouter });
    expect(await callTrpc(handler, "wait", { input: { seconds: 2 } })).toEqual({
      status: 503,
      error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_TIMEOUT_MESSAGE },
    });
    // The same pool (3 connections) answers many more calls at once afterwards.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => callTrpc(handler, "wait", { input: { seconds: 0.01 } })),
    );
    expect(answers.every((answer) => answer.data === "done")).toBe(true);
  });

  it("survives its connections being terminated by the server, without an uncaught error, and recovers by itself", async () => {
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select 1`))); // three idle connections in the pool
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = new URL(database.url).pathname.slice(1);
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    // Each idle client emitted "error" (57P01) on the pool; without a listener that is an uncaught exception and fails this run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const handler = createTrpcRequestHandler({ getDb: () => handle.db });
    expect(await callTrpc(handler, "health.status")).toMatchObject({
      status: 200,
      data: { database: "ok" },
    });
  });

  it("answers 503 with a sentence while the database is gone, even for a signed-in caller", async () => {
    const gone = createDatabase({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:1/nothing",
      poolMax: 1,
    });
    try {
      const handler = createTrpcRequestHandler({ getDb: () => gone.db, router: appRouter });
      const cookie = await sessionCookie({ id: crypto.randomUUID(), type: "authenticated" });
      expect(await callTrpc(handler, "account.me", { headers: { cookie } })).toEqual({
        status: 503,
        error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE },
      });
      expect(await callTrpc(handler, "screener.options")).toEqual({
        status: 503,
        error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE },
      });
    } finally {
      await gone.close();
    }
  });
});
