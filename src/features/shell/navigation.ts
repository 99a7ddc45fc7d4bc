/** The product's main screens (docs/product.md#screens), in the order the header shows them. */
export const mainNavigation = [
  { href: "/screener", label: "Screener" },
  { href: "/map", label: "Map" },
  { href: "/watchlists", label: "Watchlists" },
  { href: "/alerts", label: "Alerts" },
  { href: "/calendar", label: "Calendar" },
  { href: "/chat", label: "Chat" },
  { href: "/pricing", label: "Pricing" },
  { href: "/affiliate", label: "Affiliates" },
] as const;

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
