import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\bsrc\s*=/i;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP hash sources (`sha256-…`) of every inline script in `html`: React's and Next's payload
 * and bootstrap scripts, and our theme script. A script's hash is taken over its text as the browser
 * parses it, whose line endings are normalised to LF; `<script src>` files are allowed by 'self', and
 * JSON data blocks never run.
 * @see https://www.w3.org/TR/CSP3/#match-element-to-source-list
 * @see https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
 */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (text === "" || EXTERNAL.test(attributes) || DATA_TYPE.test(attributes)) continue;
    const parsed = text.replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
