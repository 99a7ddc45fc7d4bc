"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** The alerts area's pages; settings and channels are their own pages (docs/alerts.md). */
const pages = [
  { href: "/alerts", label: "Alerts" },
  { href: "/alerts/history", label: "History" },
  { href: "/alerts/settings", label: "Delivery settings" },
  { href: "/alerts/channels", label: "Push & webhooks" },
] as const;

/** The sub-navigation over every /alerts page; it scrolls sideways on a phone rather than wrapping. */
export function AlertsNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Alerts" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-slate-200 text-sm whitespace-nowrap dark:border-slate-800">
        {pages.map((page) => {
          const current = pathname === page.href;
          return (
            <li key={page.href}>
              <Link
                href={page.href}
                aria-current={current ? "page" : undefined}
                className={`-mb-px block border-b-2 px-3 py-2 font-medium ${current ? "border-brand-700 text-brand-700 dark:border-brand-500 dark:text-brand-300" : "border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"}`}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
