/**
 * bench/load's floor: the realistic mix's work done by a bare Node HTTP server, with none of the
 * app's layers (no Next, tRPC, drizzle, zod, superjson, session token). Per request it does what
 * the app's answer needs from PostgreSQL and Redis, with the same SQL:
 * - pages: the bytes the node's page cache sends (brotli), from memory;
 * - `screener.run`: the default screen's statement, as `screenQuery` builds it, one run shared by
 *   the calls that arrive while it runs (as share-screen-runs.ts does), and a Redis count;
 * - `watchlist.lists`: the session's user row and the lists query, and a Redis count;
 * - an analytics batch: gunzip, JSON, five Redis counts (the rate limit and four quotas) and one
 *   INSERT of its ten events.
 * What is left between this and the node is the app's own cost per request.
 *
 *   FLOOR_PORT=… DATABASE_URL=… REDIS_URL=… FLOOR_USER_ID=… FLOOR_PAGES=file.json tsx bench/floor-server.ts
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import { Redis } from "ioredis";
import pg from "pg";
import { screenQuery } from "@/features/screener/server/data";
import type { Database } from "@/server/db/create-database";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL ?? "", { enableAutoPipelining: true });
const userId = process.env.FLOOR_USER_ID;
const pages = new Map(
  (JSON.parse(readFileSync(process.env.FLOOR_PAGES ?? "", "utf8")) as Array<[string, string]>).map(
    ([path, body]) => [path, Buffer.from(body, "base64")],
  ),
);
const screen = screenQuery(drizzle(pool) as unknown as Database, {
  filter: {},
  sort: { column: "marketCap", direction: "desc" },
  page: 1,
  pageSize: 50,
}).toSQL();
const SESSION_SQL = `select "type", "session_version", "email", "name", "email_verified_at" from "users" where "users"."id" = $1 limit 1`;
const LISTS_SQL = `select "watchlist"."id", "watchlist"."name", "watchlist"."is_default", "watchlist"."share_token", coalesce(array_agg("watchlist_item"."symbol" order by "watchlist_item"."position") filter (where "watchlist_item"."symbol" is not null), '{}') from "watchlist" left join "watchlist_item" on "watchlist_item"."watchlist_id" = "watchlist"."id" where ("watchlist"."user_id" = $1 and "watchlist"."deleted_at" is null) group by "watchlist"."id" order by "watchlist"."created_at" asc, "watchlist"."id" asc`;

const count = (key: string, points: number) =>
  redis.multi().incrby(`floor:${key}`, points).expire(`floor:${key}`, 60).exec();
let screenRun: Promise<unknown[]> | null = null;
const json = (body: unknown) => JSON.stringify({ result: { data: { json: body } } });

async function answer(
  url: string,
  read: () => Promise<Buffer>,
): Promise<[string, Buffer | string]> {
  if (url.startsWith("/api/trpc/screener.run")) {
    await count("trpc", 1);
    screenRun ??= pool
      .query(screen.sql, screen.params)
      .then((result) => result.rows)
      .finally(() => {
        screenRun = null;
      });
    return ["application/json", json(await screenRun)];
  }
  if (url.startsWith("/api/trpc/watchlist.lists")) {
    await count("trpc", 1);
    await pool.query(SESSION_SQL, [userId]);
    return ["application/json", json((await pool.query(LISTS_SQL, [userId])).rows)];
  }
  if (url.startsWith("/ingest/")) {
    const events = JSON.parse(gunzipSync(await read()).toString()) as Array<{
      uuid: string;
      event: string;
      timestamp: string;
      properties: { distinct_id: string };
    }>;
    await Promise.all(["ingest", "q1", "q2", "q3", "q4"].map((key) => count(key, 1)));
    const values = events.flatMap((event) => [
      event.uuid,
      event.event,
      "pageview",
      event.properties.distinct_id,
      JSON.stringify(event.properties),
      event.timestamp,
    ]);
    const rows = events.map(
      (_, i) =>
        `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`,
    );
    await pool.query(
      `insert into "analytics_event" ("uuid", "event", "family", "distinct_id", "properties", "occurred_at") values ${rows.join(", ")} on conflict ("uuid") do nothing`,
      values,
    );
    return ["application/json", '{"status":1}'];
  }
  const path = url.split("?")[0] ?? "/";
  return [
    "text/html; charset=utf-8",
    pages.get(path.startsWith("/stocks/") ? "/stocks" : path) ?? "",
  ];
}

createServer((req, res) => {
  const read = async () => Buffer.concat(await req.toArray());
  answer(req.url ?? "/", read).then(
    ([type, body]) => {
      const headers: Record<string, string> = { "content-type": type };
      if (type.startsWith("text/html")) headers["content-encoding"] = "br";
      res.writeHead(200, headers).end(body);
    },
    (error: unknown) => res.writeHead(500).end(String(error)),
  );
}).listen(Number(process.env.FLOOR_PORT), () => console.log("floor server ready"));
