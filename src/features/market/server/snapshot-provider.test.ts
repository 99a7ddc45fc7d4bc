import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSnapshotProvider } from "./snapshot-provider";

const root = path.resolve(import.meta.dirname, "../../../..");
/** json/data.json of @lutra-labs/stock-exchange-symbol-info 1.2.0, as listing/README.md records it. */
const PACKAGE_DATA_SHA256 = "5e592933b47e07d7f797cb4b6690a05502e455c671cb38d6bc008d16ed802d43";

type LockEntry = { version: string; dev?: boolean; optional?: boolean; devOptional?: boolean };

describe("the bundled listing (docs/security.md, Dependencies)", () => {
  it("is the package's data file byte for byte, so the universe is unchanged", () => {
    const bytes = readFileSync(
      path.join(root, "src/features/market/listing/nasdaq-listing-2021.json"),
    );
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(PACKAGE_DATA_SHA256);
  });

  it("is read from the repository", async () => {
    const { securities } = await createSnapshotProvider().listSecurities([]);
    expect(securities.length).toBeGreaterThan(7_000);
    expect(securities.find((security) => security.symbol === "AAPL")).toMatchObject({
      name: expect.stringContaining("Apple"),
    });
  });

  it("brings no package into production: neither the scraper package nor its axios 0.21", () => {
    const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, LockEntry>;
    };
    const production = Object.entries(lock.packages).filter(
      ([, entry]) => !entry.dev && !entry.devOptional,
    );
    const names = production.map(([location]) => location.split("node_modules/").at(-1));
    expect(names).not.toContain("@lutra-labs/stock-exchange-symbol-info");
    expect(names).not.toContain("axios");
  });
});
