import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { appRouter } from "@/server/api/root";
import { type OwnedIds, sampleFor } from "../integration/procedure-catalogue";
import { listProcedures } from "../integration/procedure-list";

/**
 * Every control, format and line/paragraph-separator character (categories Cc, Cf, Zl, Zp), but
 * the emoji joiners forbidden-characters.ts keeps (docs/security.md, "Input limits").
 */
const hidden: string[] = [];
for (let code = 0; code <= 0x10ffff; code += 1) {
  if (code >= 0xd800 && code <= 0xdfff) continue;
  const character = String.fromCodePoint(code);
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(character)) hidden.push(character);
}

/** Secrets are never shown, so any character a person can type in one is theirs to use (NIST SP 800-63B 5.1.1.2). */
const SECRETS = new Set(["password", "currentPassword", "newPassword"]);
/** Names matched against a fixed set, never stored or shown: anything else is NOT_FOUND. */
const LOOKED_UP = new Set(["market.dailyBars symbol", "stripe.getPlanById id"]);
// Every owned resource, without a cast: a new kind of resource fails to compile here until it has an id.
const owned: OwnedIds = {
  watchlist: "00000000-0000-4000-8000-000000000001",
  savedScreen: "00000000-0000-4000-8000-000000000002",
  pushSubscription: "00000000-0000-4000-8000-000000000003",
  webhookEndpoint: "00000000-0000-4000-8000-000000000004",
  notification: "00000000-0000-4000-8000-000000000005",
  alert: "00000000-0000-4000-8000-000000000006",
};

type Leaf = { path: (string | number)[]; value: string };
function stringLeaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (typeof value === "string") return [{ path, value }];
  if (value === null || typeof value !== "object" || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringLeaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}
const withLeaf = (value: unknown, path: (string | number)[], leaf: string): unknown => {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
};
const readLeaf = (value: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);

/** The procedure's parsed input as tRPC builds it (each parser's output merged), or null when refused. */
function parse(procedure: AnyTRPCProcedure, input: unknown): unknown {
  const parsers = procedure._def.inputs as z.ZodType[];
  let merged: unknown;
  for (const parser of parsers) {
    const result = parser.safeParse(input);
    if (!result.success) return null;
    merged =
      merged && typeof merged === "object"
        ? { ...merged, ...(result.data as object) }
        : result.data;
  }
  return merged;
}

describe("every text input refuses or strips invisible and control characters", () => {
  const procedures = (appRouter as AnyTRPCRouter)._def.procedures as Record<
    string,
    AnyTRPCProcedure
  >;
  it.each(listProcedures().map(({ path }) => path))("%s", (path) => {
    const procedure = procedures[path]!;
    const sample = sampleFor(path)(owned);
    expect(parse(procedure, sample), "the sample itself is valid").not.toBeNull();
    for (const leaf of stringLeaves(sample)) {
      if (SECRETS.has(String(leaf.path.at(-1)))) continue;
      if (LOOKED_UP.has(`${path} ${leaf.path.join(".")}`)) continue;
      const kept = hidden.filter((character) => {
        // Notes and messages keep line breaks (multiLineText); single-line-text.test.ts refuses them in names.
        if (character === "\n") return false;
        const text = `${leaf.value.slice(0, 1)}${character}${leaf.value.slice(1)}`;
        const parsed = parse(procedure, withLeaf(sample, leaf.path, text));
        return parsed !== null && String(readLeaf(parsed, leaf.path)).includes(character);
      });
      expect(
        kept.map((c) => `U+${c.codePointAt(0)!.toString(16)}`),
        leaf.path.join("."),
      ).toEqual([]);
    }
  });
});
