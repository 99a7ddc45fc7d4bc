import { existsSync, readFileSync } from "node:fs";

export type DocHeadings = { titles: Set<string>; anchors: Set<string> };

/** A heading's text as rendered: links reduced to their text, code and emphasis marks dropped. */
function renderedText(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim();
}

/**
 * The anchor GitHub gives a heading: lower case, everything but letters, digits, marks, `_`, `-`
 * and spaces removed, spaces as hyphens; a repeated anchor gets `-1`, `-2`… This is github-slugger's
 * rule, written out because the package is not a dependency and one regular expression suffices.
 * @see https://github.com/Flet/github-slugger/blob/master/index.js
 */
function githubSlug(text: string, seen: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/** The headings of a Markdown file outside code blocks, by title and by anchor; null when it does not exist. */
export function readDocHeadings(file: string): DocHeadings | null {
  if (!existsSync(file)) return null;
  const titles = new Set<string>();
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const title = renderedText(heading[1]!);
    titles.add(title);
    anchors.add(githubSlug(title, seen));
  }
  return { titles, anchors };
}
