import { randomUUID } from "node:crypto";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { SavedScreenState } from "@/features/screener/saved-screen-state";
import { columnIds } from "@/features/screener/screen-column-ids";
import { createCaller } from "@/server/api/root";
import { savedScreens, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { describeEachDatabase } from "./test-databases";

const state: SavedScreenState = {
  filter: { sectors: ["Technology"] },
  sort: { column: "peRatio", direction: "asc" },
  pageSize: 50,
  view: "overview",
};

describeEachDatabase(
  "saved screens keep the picked columns (docs/product.md#screener)",
  (getHandle) => {
    let member: string;
    const call = () =>
      createCaller({
        db: getHandle().db,
        log: pino({ level: "silent" }),
        requestId: "t",
        headers: new Headers(requestHeaders(uniqueIp())),
        session: { user: { id: member, type: "authenticated" } },
      });

    beforeAll(async () => {
      const [row] = await getHandle()
        .db.insert(users)
        .values({ email: `cols-${randomUUID()}@example.com`, type: "authenticated" })
        .returning({ id: users.id });
      member = row!.id;
    });

    it("saves the columns in their order and opens them again; a screen saved before columns opens with its view's", async () => {
      await call().screener.save({
        name: "Valuation",
        state: { ...state, columns: ["symbol", "peRatio", "dividendYield", "price"] },
      });
      // As the jsonb holds it from before the picker, and one with a part since retired.
      await getHandle()
        .db.insert(savedScreens)
        .values([
          { userId: member, name: "Old", state: { ...state, view: "technical" } },
          {
            userId: member,
            name: "Drifted",
            state: {
              ...state,
              sort: { column: "shoeSize", direction: "asc" },
              columns: ["colour", "price"],
            },
          },
        ]);
      const saved = Object.fromEntries(
        (await call().screener.saved()).map((screen) => [screen.name, screen.state]),
      );
      expect(saved.Valuation).toEqual({
        ...state,
        preset: undefined,
        columns: ["symbol", "peRatio", "dividendYield", "price"],
      });
      expect(saved.Old).toEqual({
        ...state,
        preset: undefined,
        view: "technical",
        columns: undefined,
      });
      expect(saved.Drifted).toMatchObject({
        sort: { column: "marketCap", direction: "desc" },
        columns: ["symbol", "price"],
      });
    });

    it("refuses columns it does not know, and more than 20, with a sentence", async () => {
      await expect(
        call().screener.save({
          name: "Bad",
          state: { ...state, columns: ["symbol", "colour"] as never },
        }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining("That column does not exist."),
      });
      const many = columnIds.slice(0, 21);
      await expect(
        call().screener.save({ name: "Wide", state: { ...state, columns: many } }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining("Pick at most 20 columns."),
      });
    });
  },
);
