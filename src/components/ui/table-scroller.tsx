import type { ReactNode } from "react";

/**
 * The frame every wide table sits in: on a 390 px phone the table scrolls sideways inside it, not the
 * page, and a shade at the edge shows there is more (`.scroll-shades` in globals.css), so a cut
 * column never reads as the end of the table. A scrolling region must be reachable by keyboard and named (WCAG 2.1.1, axe's
 * "scrollable-region-focusable"), hence the tab stop and the label.
 */
export function TableScroller({
  label,
  busy,
  framed,
  children,
}: {
  label: string;
  busy?: boolean;
  framed?: boolean;
  children: ReactNode;
}) {
  const frame = framed ? "rounded-xl border border-slate-200 dark:border-slate-800" : "";
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      className={`focus-visible:outline-brand-500 scroll-shades relative overflow-x-auto focus-visible:outline-2 ${frame}`}
    >
      {children}
    </div>
  );
}
