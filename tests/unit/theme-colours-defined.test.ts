import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Tailwind drops a utility whose colour the theme does not define, without a word: the element
 * keeps the colour it had, and `dark:text-brand-300` left the dark theme's links in the light
 * theme's green at 3.7:1. Every shade of our own palette a source file uses is defined in
 * globals.css's `@theme`.
 */
const css = readFileSync("src/app/globals.css", "utf8");
const defined = new Set([...css.matchAll(/--color-(brand-\d+)\s*:/g)].map((match) => match[1]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("theme colours", () => {
  it("defines every brand shade the sources use", () => {
    const missing = sourceFiles("src").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/[\w:[\]-]*-(brand-\d+)\b/g)]
        .filter((match) => !defined.has(match[1]!))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });
});
