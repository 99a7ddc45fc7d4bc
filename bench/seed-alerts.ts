import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import { benchAlertParams } from "./bench-alert-params";
import { insertJson } from "./insert-json";
import type { TickedSecurity } from "./tick-universe";

const USERS = 1_000;
const LISTS = 2_000;
const LIST_SIZE = 20;
const SCREENS = 500;
const EARNINGS = 500;

const frequencies = ["every", "daily", "once"] as const;

/**
 * docs/alerts.md#evaluator-performance: `total` active alerts of every kind and scope over the
 * universe, owned by 1,000 Premium subscribers: 2,000 watchlist alerts on lists of 20 symbols (40,000 watches),
 * 500 screen and 500 earnings alerts, and symbol alerts for the rest, their levels within ±2 % of
 * the price so that a batch moving prices ±1 % fires some.
 */
export async function seedAlerts(db: Database, universe: TickedSecurity[], total: number) {
  await db.execute(
    sql`insert into users (email, name, type) select 'bench-' || i || '@example.com', 'Bench', 'authenticated' from generate_series(1, ${USERS}) i`,
  );
  const users = (
    await selectRawRows<{ id: string }>(
      db,
      sql`select id::text from users where email like 'bench-%' order by id`,
    )
  ).map((row) => row.id);
  // Premium, so the plans keep every alert seeded (1,000 symbol alerts, unlimited watchlist alerts).
  await db.execute(
    sql`insert into subscription (user_id, provider, external_id, plan_id, interval, status, current_period_end, state_at)
      select id, 'stripe', 'sub_bench_' || id, 'premium', 'year', 'active', now() + interval '1 year', now()
      from users where email like 'bench-%'`,
  );
  const user = (i: number) => users[i % users.length]!;
  const pick = (i: number) => universe[(i * 7_919) % universe.length]!;
  const near = (price: number) => Math.round(price * (0.98 + Math.random() * 0.04) * 100) / 100;

  const lists = Array.from({ length: LISTS }, (_, i) => ({
    id: crypto.randomUUID(),
    user_id: user(i),
    name: `Bench list ${i}`,
  }));
  await insertJson(db, "watchlist", { id: "uuid", user_id: "uuid", name: "text" }, lists);
  const items = lists.flatMap((list, i) =>
    Array.from({ length: LIST_SIZE }, (_, k) => {
      const security = pick(i * LIST_SIZE + k);
      return {
        watchlist_id: list.id,
        symbol: security.symbol,
        position: k,
        target_price: near(security.lastPrice),
      };
    }),
  );
  await insertJson(
    db,
    "watchlist_item",
    { watchlist_id: "uuid", symbol: "text", position: "int", target_price: "float8" },
    items,
  );
  const screens = Array.from({ length: SCREENS }, (_, i) => ({
    id: crypto.randomUUID(),
    user_id: user(i),
    name: `Bench screen ${i}`,
    state: { filter: { price: { min: 10 + i } } },
  }));
  await insertJson(
    db,
    "saved_screen",
    { id: "uuid", user_id: "uuid", name: "text", state: "jsonb" },
    screens,
  );

  const alerts: object[] = [];
  const base = (i: number, kind: string, scope: string, params: object) => ({
    user_id: user(i),
    kind,
    scope,
    params,
    frequency: frequencies[i % 3],
    symbol: null,
    watchlist_id: null,
    saved_screen_id: null,
  });
  lists.forEach((list, i) =>
    alerts.push({
      ...base(
        i,
        i % 2 ? "watchlist_target" : "percent_move",
        "watchlist",
        i % 2 ? {} : { percent: 1, basis: "previous_close" },
      ),
      watchlist_id: list.id,
    }),
  );
  screens.forEach((screen, i) =>
    alerts.push({
      ...base(i, "screen_membership", "screen", { change: "either" }),
      saved_screen_id: screen.id,
    }),
  );
  for (let i = 0; i < EARNINGS; i += 1)
    alerts.push({ ...base(i, "earnings_soon", "symbol", { days: 5 }), symbol: pick(i).symbol });
  for (let i = 0; alerts.length < total; i += 1) {
    const security = pick(i);
    const { kind, params } = benchAlertParams(i, near(security.lastPrice));
    alerts.push({ ...base(i, kind, "symbol", params), symbol: security.symbol });
  }
  await insertJson(
    db,
    "alert",
    {
      user_id: "uuid",
      kind: "text",
      scope: "text",
      params: "jsonb",
      frequency: "text",
      symbol: "text",
      watchlist_id: "uuid",
      saved_screen_id: "uuid",
    },
    alerts,
  );
  return {
    alerts: alerts.length,
    watchlistAlerts: LISTS,
    watches: alerts.length - LISTS - SCREENS - EARNINGS + LISTS * LIST_SIZE,
  };
}
