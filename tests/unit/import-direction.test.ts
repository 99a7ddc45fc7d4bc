import { existsSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint's import direction (docs/architecture.md#layers) holds: a feature reaches another only
 * through its public entries. The rule is configured with globs (eslint.config.mjs), and a glob that
 * matches nothing would let every import through without a word, so these lines must be refused.
 */
const root = path.resolve(import.meta.dirname, "../..");
// A file of the market feature that does not exist: the lint reads the text given, from there.
const linted = path.join(root, "src/features/market", "import-direction-probe.ts");

async function restrictedPathErrors(source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: linted });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import/no-restricted-paths")
    .map((message) => message.message);
}

describe("import direction between features", () => {
  it("refuses another feature's internals, by alias and by relative path", async () => {
    const errors = await restrictedPathErrors(
      [
        'export { alertRateLimits } from "@/features/alerts/server/alert-rate-limits";',
        'export { AlertDialog } from "../alerts/components/alert-dialog";',
      ].join("\n"),
    );
    expect(errors).toEqual([
      expect.stringMatching(/"@\/features\/alerts\/server\/alert-rate-limits".*features\/market/),
      expect.stringMatching(/"\.\.\/alerts\/components\/alert-dialog".*features\/market/),
    ]);
  });

  it("lets through another feature's public entries and the feature's own files", async () => {
    const allowed = [
      "src/features/alerts/index.ts",
      "src/features/alerts/components/index.ts",
      "src/features/auth/server/index.ts",
      "src/features/auth/server/schema.ts",
      "src/features/market/server/quotes/fold-spacing.ts",
    ];
    // An import the resolver cannot find is let through unchecked: each must be a file.
    for (const file of allowed) expect(existsSync(path.join(root, file)), file).toBe(true);
    const errors = await restrictedPathErrors(
      [
        'export * from "@/features/alerts";',
        'export * from "@/features/alerts/components";',
        'export * from "@/features/auth/server";',
        'export * from "@/features/auth/server/schema";',
        'export * from "./server/quotes/fold-spacing";',
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });
}, 60_000);
