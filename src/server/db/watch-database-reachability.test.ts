import { expect, it } from "vitest";
import { watchDatabaseReachability } from "./watch-database-reachability";

it("follows the last ping's answer, one ping at a time", async () => {
  const answers = [false, true];
  let pings = 0;
  let release: () => void = () => undefined;
  const watch = watchDatabaseReachability(async () => {
    pings += 1;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return answers.shift() ?? true;
  }, 60_000);
  expect(watch.isReachable()).toBe(true);
  watch.checkNow();
  watch.checkNow();
  expect(pings).toBe(1);
  release();
  await expect.poll(() => watch.isReachable()).toBe(false);
  watch.checkNow();
  expect(pings).toBe(2);
  release();
  await expect.poll(() => watch.isReachable()).toBe(true);
});
