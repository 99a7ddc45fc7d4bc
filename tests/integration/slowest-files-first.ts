import { existsSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The integration files that take longest, slowest first. Vitest orders files by their last
 * recorded durations, which a clean clone (CI) does not have; it then runs the largest files
 * first, and these small files came last, each keeping one worker busy alone at the end of the run.
 */
const SLOWEST_FILES = [
  "mail-delivery.test.ts",
  "yahoo-provider.test.ts",
  "procedure-fuzz.test.ts",
  "screener.test.ts",
  "authorization-matrix.test.ts",
  "job-queue.test.ts",
  "watchlists.test.ts",
  "screener-symbols.test.ts",
  "procedure-fuzz-market.test.ts",
  "market-data.test.ts",
  "ingest-poison.test.ts",
  "account-mail.test.ts",
].map((name) => path.join(import.meta.dirname, name));

for (const file of SLOWEST_FILES) {
  if (!existsSync(file))
    throw new Error(
      `${file} is listed in tests/integration/slowest-files-first.ts but does not exist: update the list.`,
    );
}

const rank = (spec: TestSpecification) => {
  const index = SLOWEST_FILES.indexOf(spec.moduleId);
  return index === -1 ? SLOWEST_FILES.length : index;
};

/**
 * Vitest's order, with the slowest integration files moved to the front.
 * @see https://vitest.dev/config/sequence#sequence-sequencer
 */
export class SlowestFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
