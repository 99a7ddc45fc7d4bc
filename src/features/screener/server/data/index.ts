import "server-only";
import {
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { newYorkDate } from "@/features/market";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { escapeLike } from "@/server/db/escape-like";
import { savedScreens } from "@/server/db/schema";
import { earningsWindowDays } from "../../earnings-window-days";
import { heldDataFields } from "../../held-data-fields";
import type { ScreenFilter, ScreenRequest } from "../../screen-filter";
import {
  type ChoiceField,
  choiceFields,
  dataFields,
  marketCapBands,
  type RangeField,
  rangeFields,
  type ScreenChoice,
} from "../../screen-filter-fields";
import { listUnavailableFields } from "./list-unavailable-fields";
import { screenColumns } from "./screen-columns";

/**
 * The WHERE of a screen: every filter is a parameterised condition the indexes can serve. `today`
 * (New York's, YYYY-MM-DD) places the earnings-date filter's weeks.
 */
export function screenConditions(
  filter: ScreenFilter,
  today = newYorkDate(new Date()),
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    inArray(securityListing.securityType, filter.securityTypes ?? ["common"]),
    sql`${securityListing.listed}`,
  ];
  // A list's symbols (at most MAX_SCREEN_SYMBOLS): looked up by the primary key, whatever else the screen holds.
  if (filter.symbols?.length) conditions.push(inArray(securityListing.symbol, filter.symbols));
  if (filter.search) {
    const text = escapeLike(filter.search.toLowerCase());
    conditions.push(
      or(
        sql`lower(${securityListing.symbol}) like ${`${text}%`}`,
        sql`lower(${securityListing.name}) like ${`%${text}%`}`,
      ),
    );
  }
  for (const field of Object.keys(choiceFields) as ChoiceField[]) {
    const chosen = filter[field];
    if (chosen?.length) conditions.push(inArray(screenColumns[choiceFields[field]], chosen));
  }
  if (filter.marketCapBands?.length) {
    conditions.push(
      or(
        ...filter.marketCapBands.map((band) => {
          const { min, max } = marketCapBands[band];
          return and(
            min === null ? undefined : gte(securityListing.marketCap, min),
            max === null ? undefined : lt(securityListing.marketCap, max),
            sql`${securityListing.marketCap} is not null`,
          );
        }),
      ),
    );
  }
  for (const field of Object.keys(rangeFields) as RangeField[]) {
    const bounds = filter[field];
    if (bounds?.min !== undefined) conditions.push(gte(screenColumns[field], bounds.min));
    if (bounds?.max !== undefined) conditions.push(lte(screenColumns[field], bounds.max));
  }
  for (const [key, position] of Object.entries(filter.sma ?? {}) as Array<
    ["sma20" | "sma50" | "sma200", "above" | "below" | undefined]
  >) {
    if (!position) continue;
    conditions.push(
      position === "above"
        ? gt(securityListing.lastPrice, securityListing[key])
        : lt(securityListing.lastPrice, securityListing[key]),
    );
  }
  if (filter.rsi === "oversold") conditions.push(lt(securityListing.rsi14, 30));
  if (filter.rsi === "overbought") conditions.push(gt(securityListing.rsi14, 70));
  if (filter.rsi === "neutral")
    conditions.push(and(gte(securityListing.rsi14, 30), lte(securityListing.rsi14, 70)));
  if (filter.earningsDate) {
    const { from, to } = earningsWindowDays(filter.earningsDate, today);
    conditions.push(
      gte(securityListing.nextEarningsDate, from),
      lte(securityListing.nextEarningsDate, to),
    );
  }
  return and(...conditions);
}

type ScreenPage = Omit<ScreenRequest, "pageSize"> & { pageSize: number; sparklines?: true };

/** Each row's month of daily closes, "" without history, and whether that history is simulated. */
const monthColumns = {
  monthCloses: sql<string>`coalesce(${securityListing.monthCloses}, '')`,
  monthSimulated: securityListing.historySimulated,
};

/**
 * The screen's SQL, in one query: first a narrow pass over the matches (symbol, sort value and their
 * count, a window function) sorted (NULLs last, the symbol breaking ties so pages never overlap) and
 * cut to the page; then the page's full rows joined by symbol. The subquery keeps PostgreSQL from
 * walking the sort column's index to "stop early": the count needs every match first, which
 * PostgreSQL 15 does not cost in (search at 10×: 116 ms instead of 8). Keeping the window narrow
 * matters as much: counting over whole rows copied all 31 columns of every match (1.9 MB at 1×)
 * and took PGlite 30–45 ms a screen; over two columns it takes about 10.
 */
export function screenQuery(
  db: Database,
  { filter, sort, page, pageSize, sparklines }: ScreenPage,
) {
  const matched = db
    .select({
      symbol: securityListing.symbol,
      sortValue: sql`${screenColumns[sort.column]}`.as("sort_value"),
      total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
    })
    .from(securityListing)
    .where(screenConditions(filter))
    .as("matched");
  const order = (value: SQLWrapper, symbol: SQLWrapper) => [
    sort.direction === "asc" ? sql`${value} asc nulls last` : sql`${value} desc nulls last`,
    sql`${symbol} asc`,
  ];
  const pageRows = db
    .select()
    .from(matched)
    .orderBy(...order(matched.sortValue, matched.symbol))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page_rows");
  return db
    .select({ ...screenColumns, ...(sparklines && monthColumns), total: pageRows.total })
    .from(pageRows)
    .innerJoin(securityListing, eq(securityListing.symbol, pageRows.symbol))
    .orderBy(...order(pageRows.sortValue, pageRows.symbol));
}

/**
 * One screen in one SQL query: filter, sort, the page, and the total count through a window
 * function. Filters over data no security has (P/E on the 2021 listing) are left out, not matched
 * against nothing, and `ignored` names them (docs/live-market.md#correct-data-everywhere).
 */
export async function runScreen(db: Database, request: ScreenPage) {
  const { page } = request;
  const ignored = await listUnavailableFields(db, heldDataFields(request.filter));
  const filter: ScreenFilter = { ...request.filter };
  for (const field of ignored) delete filter[field];
  const rows = await screenQuery(db, { ...request, filter });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(securityListing)
      .where(screenConditions(filter));
    total = counted?.n ?? 0;
  }
  return { total, rows: rows.map(({ total: _total, ...row }) => row), ignored };
}

export type ScreenRow = Awaited<ReturnType<typeof runScreen>>["rows"][number];

/**
 * The choices of each multi-choice filter, and the filters no security has data for (`unavailable`):
 * the screener shows those disabled with the reason, or not at all (docs/live-market.md#correct-data-everywhere).
 * Counts are of the listed common stocks the default screen shows, but a value only other listings
 * have is still offered.
 */
export async function getScreenOptions(db: Database) {
  const count =
    sql<number>`count(*) filter (where ${securityListing.securityType} = 'common' and ${securityListing.listed})`.mapWith(
      Number,
    );
  const fields = Object.keys(choiceFields) as ChoiceField[];
  const [unavailable, ...choices] = await Promise.all([
    listUnavailableFields(db, dataFields),
    ...fields.map((field) => {
      const column = screenColumns[choiceFields[field]];
      // `is not null` in the WHERE leaves no NULL value; the cast says so to TypeScript.
      return db
        .select({ value: sql<string>`${column}`, count })
        .from(securityListing)
        .where(isNotNull(column))
        .groupBy(column)
        .orderBy(column);
    }),
  ]);
  const byField = Object.fromEntries(fields.map((field, i) => [field, choices[i] ?? []])) as Record<
    ChoiceField,
    ScreenChoice[]
  >;
  return { ...byField, unavailable };
}

/** A user's saved screens, newest first. */
export async function listSavedScreens(db: Database, userId: string) {
  return db
    .select({
      id: savedScreens.id,
      name: savedScreens.name,
      state: savedScreens.state,
      createdAt: savedScreens.createdAt,
    })
    .from(savedScreens)
    .where(eq(savedScreens.userId, userId))
    .orderBy(desc(savedScreens.createdAt));
}
