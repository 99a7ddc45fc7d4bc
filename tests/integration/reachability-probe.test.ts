import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReachabilityProbe } from "@/server/db/create-reachability-probe";
import { hasPostgres } from "./test-databases";

const TIMEOUT_MS = 200;

/**
 * docs/scaling.md#faults: the probe's "no" is what turns pages away with a 503; it says no within
 * its timeout however the database fails, and yes only when it answered.
 */
describe.runIf(hasPostgres())("[postgres] the database reachability probe", () => {
  let silent: Server;
  const held: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never says a word: a database that hangs.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("says yes when PostgreSQL answers", async () => {
    const probe = createReachabilityProbe(process.env.TEST_DATABASE_URL!, TIMEOUT_MS);
    expect(await probe()).toBe(true);
  });

  it("says no when the database accepts the connection and never answers", async () => {
    const address = silent.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const probe = createReachabilityProbe(
      `postgres://postgres@127.0.0.1:${address.port}/test`,
      TIMEOUT_MS,
    );
    expect(await probe()).toBe(false);
  });

  it("says no when the connection is refused", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    if (address === null || typeof address === "string") throw new Error("no port");
    const probe = createReachabilityProbe(
      `postgres://postgres@127.0.0.1:${address.port}/test`,
      TIMEOUT_MS,
    );
    expect(await probe()).toBe(false);
  });
});
