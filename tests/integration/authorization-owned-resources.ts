import { eq } from "drizzle-orm";
import type { OwnedResource } from "@/server/api/procedure-access";
import type { Database } from "@/server/db/create-database";
import {
  alerts,
  notifications,
  pushSubscriptions,
  savedScreens,
  watchlistItems,
  watchlists,
  webhookEndpoints,
} from "@/server/db/schema";
import type { Caller } from "./procedure-callers";
import { procedureSamples } from "./procedure-catalogue";
import { type Answer, type WireCall, wireText } from "./procedure-http";

type Send = (call: WireCall) => Promise<Answer>;

const NO_IDS = {
  savedScreen: "",
  watchlist: "",
  pushSubscription: "",
  webhookEndpoint: "",
  notification: "",
  alert: "",
};

/** Makes a row through `path`'s sample input as `owner`, answering its id. */
async function createThrough(send: Send, owner: Caller, path: string): Promise<string> {
  const answer = await send({
    paths: [path],
    type: "mutation",
    inputs: [wireText(procedureSamples[path]!(NO_IDS))],
    batch: true,
    cookie: owner.cookie,
  });
  const [outcome] = answer.outcomes;
  if (!outcome?.ok) throw new Error(`${path} did not make the row: ${answer.text}`);
  return (outcome.data as { id: string }).id;
}

/**
 * How to make a row of each kind a procedure can own (`meta.owns`) through the real procedures,
 * and how to read it back to prove another user's call left it alone. Keyed by every
 * OwnedResource, so a new kind does not type-check until its fixture is written here.
 */
type OwnedResourceFixture = {
  create: (send: Send, owner: Caller, db: Database) => Promise<string>;
  read: (db: Database, id: string) => Promise<unknown>;
};

export const ownedResourceFixtures: Record<OwnedResource, OwnedResourceFixture> = {
  /**
   * A notification of an alert of the owner: no procedure writes one (the evaluator's triggers do),
   * so it is inserted as delivery would, with an alert for notifications.muteAlert to pause.
   */
  notification: {
    async create(_send, owner, db) {
      const [alert] = await db
        .insert(alerts)
        .values({
          userId: owner.id!,
          kind: "price_cross",
          scope: "symbol",
          symbol: "MDSK",
          params: { level: 100, direction: "above" },
        })
        .returning({ id: alerts.id });
      const [row] = await db
        .insert(notifications)
        .values({
          userId: owner.id!,
          title: "MDSK: alert",
          body: "MDSK crossed above 100.00.",
          symbol: "MDSK",
          alertId: alert!.id,
        })
        .returning({ id: notifications.id });
      return row!.id;
    },
    async read(db, id) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      const [alert] = row?.alertId
        ? await db.select({ status: alerts.status }).from(alerts).where(eq(alerts.id, row.alertId))
        : [];
      return row ? { row, alert } : null;
    },
  },
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
  pushSubscription: {
    create: (send, owner) => createThrough(send, owner, "alertChannels.subscribePush"),
    async read(db, id) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row ?? null;
    },
  },
  webhookEndpoint: {
    create: (send, owner) => createThrough(send, owner, "alertChannels.addWebhook"),
    async read(db, id) {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row ?? null;
    },
  },
  alert: {
    /** A price alert on MDSK (procedure-sample-data.ts), made as the alerts page makes one. */
    create: (send, owner) => createThrough(send, owner, "alerts.create"),
    async read(db, id) {
      const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
      return row ?? null;
    },
  },
};
