import { eq } from "drizzle-orm";
import type { OwnedResource } from "@/server/api/procedure-access";
import type { Database } from "@/server/db/create-database";
import { savedScreens } from "@/server/db/schema";
import { procedureSamples } from "./procedure-catalogue";
import type { Caller } from "./procedure-callers";
import { wireText, type Answer, type WireCall } from "./procedure-http";

type Send = (call: WireCall) => Promise<Answer>;

/**
 * How to make a row of each kind a procedure can own (`meta.owns`) through the real procedures,
 * and how to read it back to prove another user's call left it alone. Keyed by every
 * OwnedResource, so a new kind does not type-check until its fixture is written here.
 */
type OwnedResourceFixture = { create: (send: Send, owner: Caller) => Promise<string>; read: (db: Database, id: string) => Promise<unknown> };

export const ownedResourceFixtures: Record<OwnedResource, OwnedResourceFixture> = {
  savedScreen: {
    async create(send, owner) {
      const input = procedureSamples["screener.save"]!({ savedScreen: "" });
      const answer = await send({ paths: ["screener.save"], type: "mutation", inputs: [wireText(input)], batch: true, cookie: owner.cookie });
      const [outcome] = answer.outcomes;
      if (!outcome?.ok) throw new Error(`screener.save did not make the saved screen: ${answer.text}`);
      return (outcome.data as { id: string }).id;
    },
    async read(db, id) {
      const [row] = await db.select().from(savedScreens).where(eq(savedScreens.id, id));
      return row ?? null;
    },
  },
};
