import { expect, it } from "vitest";
import { watchDatabaseReachability } from "./watch-database-reachability";

/** A ping whose answers the test gives one at a time, counting the pings asked. */
function createScriptedPing() {
  const pending: ((answer: boolean) => void)[] = [];
  return {
    ping: () => new Promise<boolean>((resolve) => pending.push(resolve)),
    asked: () => pending.length,
    answer: async (answered: boolean) => {
      await expect.poll(() => pending.length).toBeGreaterThan(0);
      pending.shift()?.(answered);
    },
  };
}

it("follows the pings' answers, one check at a time", async () => {
  const scripted = createScriptedPing();
  const watch = watchDatabaseReachability(scripted.ping, 60_000);
  expect(watch.isReachable()).toBe(true);
  watch.checkNow();
  watch.checkNow();
  expect(scripted.asked()).toBe(1);
  await scripted.answer(false);
  await scripted.answer(false);
  await expect.poll(() => watch.isReachable()).toBe(false);
  watch.checkNow();
  await scripted.answer(true);
  await expect.poll(() => watch.isReachable()).toBe(true);
});

it("asks again at once after a failed ping, and one failure answered by a success changes nothing", async () => {
  const scripted = createScriptedPing();
  const watch = watchDatabaseReachability(scripted.ping, 60_000);
  watch.checkNow();
  await scripted.answer(false);
  // The second ping is asked before the check ends: the node is still taken to reach the database.
  await expect.poll(() => scripted.asked()).toBe(1);
  expect(watch.isReachable()).toBe(true);
  await scripted.answer(true);
  // The check has ended (a new one asks a new ping) and the database was never called unreachable.
  await expect
    .poll(() => {
      watch.checkNow();
      return scripted.asked();
    })
    .toBe(1);
  expect(watch.isReachable()).toBe(true);
});
