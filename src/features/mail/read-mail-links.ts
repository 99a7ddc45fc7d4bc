/** An entity-encoded attribute or text, as React writes them, read back. */
const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");

/** The links of a mail's HTML, each once, with its words: what the demo mailbox lists to click. */
export function readMailLinks(html: string): Array<{ href: string; text: string }> {
  const links = new Map<string, string>();
  for (const [, href, inner] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const url = decode(href ?? "");
    const text = decode((inner ?? "").replace(/<[^>]*>/g, "").trim());
    if (!links.has(url) || links.get(url) === url) links.set(url, text || url);
  }
  return [...links].map(([href, text]) => ({ href, text }));
}

/** The inside of a mail's `<body>`, to show it in a page. */
export function readMailBody(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}
