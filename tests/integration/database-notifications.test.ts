import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { LISTENER_APPLICATION_NAME } from "@/server/db/create-postgres-listener";
import {
  createPostgresTestDatabase,
  createTestDatabase,
  testDatabaseKinds,
} from "./test-databases";

let sequence = 0;
/** A channel of this test's own, so tests never hear each other. */
const freshChannel = () => `test_channel_${process.pid}_${(sequence += 1)}`;

/** Collects what one channel delivers. */
async function record(handle: DatabaseHandle, channel: string) {
  const received: string[] = [];
  const unsubscribe = await handle.listen(channel, (payload) => received.push(payload));
  return { received, unsubscribe };
}

for (const kind of testDatabaseKinds()) {
  describe(`[${kind}] LISTEN/NOTIFY on the database handle`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ handle, dispose } = await createTestDatabase(kind, "fresh"));
    });
    afterAll(() => dispose());

    it("delivers a payload sent on a channel to its listener, up to 7,999 bytes", async () => {
      const channel = freshChannel();
      const { received } = await record(handle, channel);
      const largest = "é".repeat(3_999) + "x"; // 7,999 bytes in UTF-8
      await handle.notify(channel, "hello");
      await handle.notify(channel, largest);
      await expect.poll(() => received).toEqual(["hello", largest]);
    });

    it("stops delivering once unsubscribed", async () => {
      const [gone, kept] = [freshChannel(), freshChannel()];
      const unsubscribed = await record(handle, gone);
      const witness = await record(handle, kept);
      await unsubscribed.unsubscribe();
      await handle.notify(gone, "unheard");
      // Notifications reach a listener in commit order: once the later one is here, the earlier one would be too.
      await handle.notify(kept, "after");
      await expect.poll(() => witness.received).toEqual(["after"]);
      expect(unsubscribed.received).toEqual([]);
    });

    it("keeps channels apart", async () => {
      const [a, b] = [freshChannel(), freshChannel()];
      const first = await record(handle, a);
      const second = await record(handle, b);
      await handle.notify(a, "for a");
      await handle.notify(b, "for b");
      await expect.poll(() => second.received).toEqual(["for b"]);
      expect(first.received).toEqual(["for a"]);
    });

    it("refuses a channel that is not a plain lower-case name, and a payload of 8,000 bytes", async () => {
      for (const channel of [
        "",
        "Chat",
        "chat; drop table users",
        '"quoted"',
        "9lives",
        "a".repeat(64),
      ]) {
        await expect(handle.listen(channel, () => undefined)).rejects.toThrow(
          "is not a channel name",
        );
        await expect(handle.notify(channel, "x")).rejects.toThrow("is not a channel name");
      }
      await expect(handle.notify(freshChannel(), "x".repeat(8_000))).rejects.toThrow(
        "at most 7999 bytes; this one is 8000",
      );
    });

    if (kind === "postgres") {
      it("closes its listening connection with the handle", async () => {
        const { url, drop } = await createPostgresTestDatabase();
        const listeners = async () => {
          const { rows } = (await handle.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = ${new URL(url).pathname.slice(1)}`,
          )) as unknown as { rows: { n: number }[] };
          return rows[0]!.n;
        };
        try {
          const own = createDatabase({ kind: "postgres", url, poolMax: 1 });
          await own.listen(freshChannel(), () => undefined);
          expect(await listeners()).toBe(1);
          await own.close();
          await expect.poll(listeners).toBe(0);
        } finally {
          await drop();
        }
      });

      it("sends one statement at a time on its connection when channels are subscribed at once", async () => {
        const { url, drop } = await createPostgresTestDatabase();
        // What pg 8 warns of and pg 9 refuses: a query sent while the listener's last is unanswered.
        // The listener's client is told by its name (pg keeps its settings as connectionParameters).
        const isListener = (client: pg.Client) =>
          (client as unknown as { connectionParameters: { application_name?: string } })
            .connectionParameters.application_name === LISTENER_APPLICATION_NAME;
        let inFlight = 0;
        let most = 0;
        const query = pg.Client.prototype.query;
        const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
          this: pg.Client,
          ...args: Parameters<pg.Client["query"]>
        ) {
          if (!isListener(this)) return query.apply(this, args);
          most = Math.max(most, (inFlight += 1));
          const answer = query.apply(this, args) as unknown as Promise<unknown>;
          const done = () => (inFlight -= 1);
          answer.then(done, done);
          return answer;
        } as typeof query);
        const own = createDatabase({ kind: "postgres", url, poolMax: 1 });
        try {
          const channels = Array.from({ length: 5 }, freshChannel);
          const unsubscribes = await Promise.all(
            channels.map((channel) => own.listen(channel, () => undefined)),
          );
          await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
          expect(most).toBe(1);
        } finally {
          spy.mockRestore();
          await own.close();
          await drop();
        }
      });

      it("listens again after its connection is killed", async () => {
        const channel = freshChannel();
        const { received } = await record(handle, channel);
        const listenerPid = () =>
          handle.db.execute(
            sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
          ) as unknown as Promise<{ rows: { pid: number }[] }>;
        const [before] = (await listenerPid()).rows;
        expect(before).toBeDefined();
        await handle.db.execute(sql`select pg_terminate_backend(${before!.pid})`);
        // What is sent while it is down is lost: keep sending until one arrives on the new connection.
        let attempt = 0;
        await expect
          .poll(
            async () => {
              await handle.notify(channel, `after-${(attempt += 1)}`);
              return received.some((payload) => payload.startsWith("after-"));
            },
            { timeout: 30_000, interval: 200 },
          )
          .toBe(true);
        const [after] = (await listenerPid()).rows;
        expect(after?.pid).not.toBe(before!.pid);
      });
    }
  });
}
