import type { Reporter, TestModule } from "vitest/node";

/** Prints how many tests ran on each database engine, from the `[pglite]` / `[postgres]` suite names. */
export default class DatabaseCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { pglite: { passed: 0, failed: 0 }, postgres: { passed: 0, failed: 0 } };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const kind = test.fullName.includes("[postgres]")
          ? "postgres"
          : test.fullName.includes("[pglite]")
            ? "pglite"
            : null;
        const state = test.result().state;
        if (!kind || (state !== "passed" && state !== "failed")) continue;
        counts[kind][state] += 1;
      }
    }
    if (
      counts.pglite.passed +
        counts.pglite.failed +
        counts.postgres.passed +
        counts.postgres.failed ===
      0
    )
      return;
    console.log(
      `\nDatabase tests: PGlite ${counts.pglite.passed} passed, ${counts.pglite.failed} failed; ` +
        `PostgreSQL ${counts.postgres.passed} passed, ${counts.postgres.failed} failed` +
        (process.env.TEST_DATABASE_URL ? "" : " (TEST_DATABASE_URL not set)"),
    );
  }
}
