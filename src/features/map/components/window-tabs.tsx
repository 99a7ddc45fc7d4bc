import Link from "next/link";
import { type MapParams, mapHref } from "../map-params";
import { mapWindowIds, mapWindows } from "../map-windows";

/**
 * The window switch as links (docs/product.md#market-map): each window is an address of its own,
 * so Back returns to the last one and it works before any script has run.
 */
export function WindowTabs({ params }: { params: MapParams }) {
  return (
    <nav
      aria-label="Change over"
      className="inline-flex rounded-lg border border-slate-200 p-1 dark:border-slate-800"
    >
      {mapWindowIds.map((window) => (
        <Link
          key={window}
          href={mapHref({ ...params, window })}
          scroll={false}
          aria-current={params.window === window ? "page" : undefined}
          className="focus-visible:outline-brand-500 rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white dark:aria-[current=page]:bg-white dark:aria-[current=page]:text-slate-900"
        >
          {mapWindows[window].label}
        </Link>
      ))}
    </nav>
  );
}
