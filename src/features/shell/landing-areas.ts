/**
 * What the landing page says the product does (docs/product.md#screens): the areas that exist link
 * to their pages; the ones in development are named as coming, with no link, until they ship (then
 * they move up, with their page). Each coming area names the route it will have, so a test
 * (landing-areas.test.ts) fails when that page exists and the landing still says "coming soon".
 */
export const availableAreas = [
  {
    href: "/screener",
    title: "Screen the market",
    text: "Narrow thousands of US stocks to the few that fit your idea, by fundamentals, performance or technicals. Every screen has its own address to share.",
  },
  {
    href: "/stocks/AAPL",
    title: "Look closer at a stock",
    text: "A page for every listed stock: the quote, key figures, technicals and a price chart. Start with Apple.",
  },
  {
    href: "/watchlists",
    title: "Follow your stocks",
    text: "Keep the stocks you follow in named lists with price, day's change, 52-week range, a note and a target price each. A guest can start one without an account.",
  },
  {
    href: "/alerts",
    title: "Hear when it matters",
    text: "Alerts on a price, a move, a whole watchlist or a saved screen, in the app, by mail and by push. A guest can set three without an account.",
  },
  {
    href: "/chat",
    title: "Talk about a stock",
    text: "A live room for every ticker: $AAPL links to its room, each call keeps the price it was made at, and the sentiment bar counts one vote per account.",
  },
  {
    href: "/affiliate",
    title: "Earn as an affiliate",
    text: "Share links to any page; when someone you refer pays for a plan, you earn a share of it, with your clicks, sign-ups and earnings on your own dashboard.",
  },
  {
    href: "/pricing",
    title: "Start free, upgrade later",
    text: "Every preset and the descriptive filters are free; Pro adds technical filters, unlimited saved screens and CSV export.",
  },
] as const;

export const upcomingAreas: readonly { route: string; title: string; text: string }[] = [];
