/** An entity-encoded attribute or text, as React writes them, read back. */
const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

/** The links of a mail's HTML, each once, with its words: what the demo mailbox lists to click. */
export function readMailLinks(html: string): Array<{ href: string; text: string }> {
  const links = new Map<string, string>();
  for (const [, href, inner] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const url = decode(href ?? "");
    // Outlook's conditional comments and the hair spaces in them are padding, not words.
    const words = decode((inner ?? "").replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, ""));
    const text = words.replace(/[\s\u200a\u200b]+/g, " ").trim();
    if (!links.has(url) || links.get(url) === url) links.set(url, text || url);
  }
  return [...links].map(([href, text]) => ({ href, text }));
}

/**
 * The inside of a mail's `<body>`, to show it in a page: its title (an `<h1>` in the mail) becomes
 * an `<h4>` under the page's own headings, so the page keeps one `<h1>`.
 */
export function readMailBody(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body.replace(/<(\/?)h1\b/gi, "<$1h4");
}
