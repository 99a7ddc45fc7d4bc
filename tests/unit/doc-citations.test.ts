import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type DocHeadings, readDocHeadings } from "./read-doc-headings";

/**
 * The repository stands on its own (docs/architecture.md#testing): code, tests and docs cite the
 * repository's docs by anchor or by section name, and every citation must lead somewhere. The texts
 * the product was specified from live outside the repository, so naming them is refused.
 */
const root = path.resolve(import.meta.dirname, "../..");
const self = path.relative(root, import.meta.filename);

const SCANNED_DIRS = ["src", "tests", "scripts", "bench", "docs", ".ci"];
const SCANNED_FILES = [
  "README.md",
  "eslint.config.mjs",
  "vitest.config.ts",
  "playwright.config.ts",
  "next.config.ts",
  "drizzle.config.ts",
];
const TEXT_FILE = /(\.(ts|tsx|mts|mjs|js|md|sh|css)|\/run)$/;
/** Recorded third-party answers and installed packages are not ours to cite from. */
const SKIPPED_DIRS = new Set(["node_modules", "fixtures"]);

const FOREIGN: Array<[RegExp, string]> = [
  [/(?:\.\.\/|\/work\/)shared\b/, "a path outside the repository"],
  [/\bSPEC\s*§/, "a section of the external specification"],
  [/\b(?:SPEC|PRODUCT|ARCHITECTURE|NOTES)\.md\b/, "a document outside the repository"],
];

function listFiles(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listFiles(relative);
    return TEXT_FILE.test(relative) ? [relative] : [];
  });
}

const files = [
  ...SCANNED_DIRS.flatMap(listFiles),
  ...SCANNED_FILES.filter((file) => existsSync(path.join(root, file))),
];
const linesOf = (file: string) => readFileSync(path.join(root, file), "utf8").split("\n");

/** `docs/<doc>.md#<anchor>`, `docs/<doc>.md, "Section"` (the comma optional), or the doc alone. */
const REPO_CITATION = /\bdocs\/([\w.-]+?\.md)(?:#([\w-]+)|,? "([^"]+)")?/g;
/** Inside docs/: a Markdown link to a sibling doc or to a heading of the same one. */
const DOC_LINK = /\]\((?:([\w.-]+?\.md))?(?:#([\w-]+))?\)/g;

/** What is wrong with citing `doc` (in docs/) at `anchor` or `section`, or null. */
const headingsOf = new Map<string, DocHeadings | null>();
function problemWith(
  doc: string,
  anchor: string | undefined,
  section: string | undefined,
): string | null {
  if (!headingsOf.has(doc)) headingsOf.set(doc, readDocHeadings(path.join(root, "docs", doc)));
  const headings = headingsOf.get(doc);
  if (!headings) return `docs/${doc} does not exist`;
  if (anchor && !headings.anchors.has(anchor))
    return `docs/${doc} has no heading with the anchor #${anchor}`;
  if (section && !headings.titles.has(section)) return `docs/${doc} has no section "${section}"`;
  return null;
}

function findBrokenCitations(): string[] {
  const problems: string[] = [];
  for (const file of files) {
    linesOf(file).forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const [, doc, anchor, section] of line.matchAll(REPO_CITATION)) {
        const problem = problemWith(doc!, anchor, section);
        if (problem) problems.push(`${where}: ${problem}`);
      }
      if (!file.startsWith("docs/") || !file.endsWith(".md")) return;
      for (const [match, doc, anchor] of line.matchAll(DOC_LINK)) {
        if (match === "]()") continue;
        const problem = problemWith(doc ?? path.basename(file), anchor, undefined);
        if (problem) problems.push(`${where}: ${problem}`);
      }
    });
  }
  return problems;
}

function findForeignCitations(): string[] {
  return files
    .filter((file) => file !== self)
    .flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        FOREIGN.filter(([pattern]) => pattern.test(line)).map(
          ([, what]) => `${file}:${index + 1}: cites ${what}; cite docs/<name>.md#<anchor> instead`,
        ),
      ),
    );
}

/** In the docs and the README, a path in backticks (`src/…`, `scripts/…`) names something that exists. */
const REPO_PATH = /`((?:src|scripts|tests|bench|drizzle|docs|\.ci)\/[^`\s*<>{}…#]*)(?:#[^`]*)?`/g;

/** In code, a repository file named by its path (a comment's "src/…/x.ts says why"), not an import. */
const CODE_PATH = /(?<![\w@/.-])((?:src|tests|bench|scripts)\/[\w/.[\]-]+\.(?:tsx?|mjs|sh))/g;

const isDoc = (file: string) =>
  file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md"));

/** Every path `pattern` names in `scanned` that does not exist, with where it is named. */
function findMissing(scanned: string[], pattern: RegExp): string[] {
  return scanned.flatMap((file) =>
    linesOf(file).flatMap((line, index) =>
      [...line.matchAll(pattern)]
        .filter(([, named]) => !existsSync(path.join(root, named!)))
        .map(([, named]) => `${file}:${index + 1}: ${named} does not exist`),
    ),
  );
}

describe("documentation citations", () => {
  it("scans the sources, tests and docs", () => {
    expect(files).toEqual(
      expect.arrayContaining(["README.md", "src/server/api/trpc.ts", "docs/behaviour.md"]),
    );
  });

  it("lead to a doc that exists and a heading it has", () => {
    expect(findBrokenCitations()).toEqual([]);
  });

  it("name only paths that exist, in the docs", () => {
    expect(findMissing(files.filter(isDoc), REPO_PATH)).toEqual([]);
  });

  it("name only paths that exist, in the code's comments (a moved file leaves none behind)", () => {
    expect(
      findMissing(
        files.filter((file) => !isDoc(file)),
        CODE_PATH,
      ),
    ).toEqual([]);
  });

  it("never name texts outside the repository", () => {
    expect(findForeignCitations()).toEqual([]);
  });
});
