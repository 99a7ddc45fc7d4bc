import { describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/db/create-database";
import type { runScreen } from "./data";
import { createScreenRunSharing } from "./share-screen-runs";

type Result = Awaited<ReturnType<typeof runScreen>>;
type Request = Parameters<typeof runScreen>[1];

const db = {} as Database;
const replica = {} as Database;
const request: Request = {
  filter: {},
  sort: { column: "marketCap", direction: "desc" },
  page: 1,
  pageSize: 50,
};

/** A runScreen whose runs finish when the test says, each with a result of its own. */
function createControlledRun() {
  const finishes: Array<() => void> = [];
  const run = vi.fn(
    (_db: Database, _request: Request) =>
      new Promise<Result>((resolve) => {
        const result: Result = { total: finishes.length, rows: [], ignored: [] };
        finishes.push(() => resolve(result));
      }),
  );
  return { run, finishAll: () => finishes.splice(0).forEach((finish) => finish()) };
}

describe("createScreenRunSharing", () => {
  it("answers identical screens asked at once with one run", async () => {
    const { run, finishAll } = createControlledRun();
    const runShared = createScreenRunSharing(run);
    const answers = [runShared(db, request), runShared(db, { ...request })];
    finishAll();
    const [first, second] = await Promise.all(answers);
    expect(run).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it("runs a screen again once the shared run has finished", async () => {
    const { run, finishAll } = createControlledRun();
    const runShared = createScreenRunSharing(run);
    const first = runShared(db, request);
    finishAll();
    await first;
    const later = runShared(db, request);
    finishAll();
    expect(await later).not.toBe(await first);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("never shares between screens that differ or handles that differ", () => {
    const { run } = createControlledRun();
    const runShared = createScreenRunSharing(run);
    runShared(db, request);
    runShared(db, { ...request, page: 2 });
    runShared(db, { ...request, filter: { sectors: ["Technology"] } });
    runShared(replica, request);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it("lets a failed run go, so the next call tries again", async () => {
    const run = vi
      .fn<typeof runScreen>()
      .mockRejectedValueOnce(new Error("database gone"))
      .mockResolvedValueOnce({ total: 1, rows: [], ignored: [] });
    const runShared = createScreenRunSharing(run);
    await expect(runShared(db, request)).rejects.toThrow("database gone");
    await expect(runShared(db, request)).resolves.toMatchObject({ total: 1 });
  });
});
