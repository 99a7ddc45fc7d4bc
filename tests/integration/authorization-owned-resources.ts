import { eq } from "drizzle-orm";
import type { OwnedResource } from "@/server/api/procedure-access";
import type { Database } from "@/server/db/create-database";
import { alerts, savedScreens, watchlistItems, watchlists } from "@/server/db/schema";
import type { Caller } from "./procedure-callers";
import { procedureSamples } from "./procedure-catalogue";
import { type Answer, type WireCall, wireText } from "./procedure-http";

type Send = (call: WireCall) => Promise<Answer>;

/** What a sample that acts on no owned row is given. */
const NO_IDS = { savedScreen: "", watchlist: "", alert: "" };

/**
 * How to make a row of each kind a procedure can own (`meta.owns`) through the real procedures,
 * and how to read it back to prove another user's call left it alone. Keyed by every
 * OwnedResource, so a new kind does not type-check until its fixture is written here.
 */
type OwnedResourceFixture = {
  create: (send: Send, owner: Caller) => Promise<string>;
  read: (db: Database, id: string) => Promise<unknown>;
};

export const ownedResourceFixtures: Record<OwnedResource, OwnedResourceFixture> = {
  savedScreen: {
    async create(send, owner) {
      const input = procedureSamples["screener.save"]!(NO_IDS);
      const answer = await send({
        paths: ["screener.save"],
        type: "mutation",
        inputs: [wireText(input)],
        batch: true,
        cookie: owner.cookie,
      });
      const [outcome] = answer.outcomes;
      if (!outcome?.ok)
        throw new Error(`screener.save did not make the saved screen: ${answer.text}`);
      return (outcome.data as { id: string }).id;
    },
    async read(db, id) {
      const [row] = await db.select().from(savedScreens).where(eq(savedScreens.id, id));
      return row ?? null;
    },
  },
  watchlist: {
    /** A list holding MDSK (procedure-sample-data.ts), so the item procedures have an item to act on. */
    async create(send, owner) {
      const created = await send({
        paths: ["watchlist.create"],
        type: "mutation",
        inputs: [wireText(procedureSamples["watchlist.create"]!(NO_IDS))],
        batch: true,
        cookie: owner.cookie,
      });
      const [outcome] = created.outcomes;
      if (!outcome?.ok) throw new Error(`watchlist.create did not make the list: ${created.text}`);
      const id = (outcome.data as { id: string }).id;
      const added = await send({
        paths: ["watchlist.addSymbols"],
        type: "mutation",
        inputs: [wireText({ id, symbols: ["MDSK"] })],
        batch: true,
        cookie: owner.cookie,
      });
      if (!added.outcomes[0]?.ok)
        throw new Error(`watchlist.addSymbols did not fill the list: ${added.text}`);
      return id;
    },
    async read(db, id) {
      const [list] = await db.select().from(watchlists).where(eq(watchlists.id, id));
      const items = await db
        .select()
        .from(watchlistItems)
        .where(eq(watchlistItems.watchlistId, id))
        .orderBy(watchlistItems.position);
      return list ? { list, items } : null;
    },
  },
  alert: {
    /** A price alert on MDSK (procedure-sample-data.ts), made as the alerts page makes one. */
    async create(send, owner) {
      const answer = await send({
        paths: ["alerts.create"],
        type: "mutation",
        inputs: [wireText(procedureSamples["alerts.create"]!(NO_IDS))],
        batch: true,
        cookie: owner.cookie,
      });
      const [outcome] = answer.outcomes;
      if (!outcome?.ok) throw new Error(`alerts.create did not make the alert: ${answer.text}`);
      return (outcome.data as { id: string }).id;
    },
    async read(db, id) {
      const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
      return row ?? null;
    },
  },
};
