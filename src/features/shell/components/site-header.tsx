"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { IntentPrefetchLink } from "@/components/ui/intent-prefetch-link";
import { LineIcon } from "@/components/ui/line-icon";
import { alertCommandFor } from "@/features/alerts";
import { NotificationBell } from "@/features/alerts/components";
import { AuthLink } from "@/features/auth/components";
import { isSearchShortcut } from "@/features/market";
import {
  SearchCommandContext,
  SymbolSearch,
  SymbolSearchButton,
} from "@/features/market/components";
import { useAppSession } from "@/lib/session/session-context";
import { isActivePath, mainNavigation } from "../navigation";
import { AccountMenu } from "./account-menu";
import { ThemeToggle } from "./theme-toggle";

const iconButtonClass =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800";

const linkClass =
  "rounded-md px-2 py-2 text-sm font-medium text-slate-600 xl:px-2.5 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-[current=page]:bg-slate-100 aria-[current=page]:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white";

export function SiteHeader() {
  const pathname = usePathname();
  const { identity } = useAppSession();
  // The phone menu is open for the page it was opened on, so moving to a new page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);

  const searchField = useRef<HTMLInputElement>(null);
  const [searchDialogOpen, setSearchDialogOpen] = useState(false);

  // docs/product.md#search: "/" or Ctrl/⌘-K opens the search: the header's field where it shows, else the panel.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setMenuOpenOn(null);
      const field = searchField.current;
      if (field && field.offsetParent !== null) field.focus();
      else setSearchDialogOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // On intent, not in view: every page shows these links, and prefetching them all in view cost
  // each page view a dozen server renders of pages rarely opened next (docs/decisions.md#navigation).
  const links = mainNavigation.map((item) => (
    <IntentPrefetchLink
      key={item.href}
      href={item.href}
      className={linkClass}
      aria-current={isActivePath(pathname, item.href) ? "page" : undefined}
    >
      {item.label}
    </IntentPrefetchLink>
  ));

  return (
    // The search understands `alert AAPL > 200` besides symbols (docs/alerts.md#creating-and-managing-alerts).
    <SearchCommandContext value={alertCommandFor}>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <IntentPrefetchLink
            href="/"
            className="focus-visible:outline-brand-500 mr-4 flex items-center gap-2 rounded-md font-semibold tracking-tight text-slate-900 focus-visible:outline-2 dark:text-white"
          >
            <LineIcon className="text-brand-600 size-6" strokeWidth="2.5">
              <path d="M3 17l6-6 4 4 8-8" />
              <path d="M15 7h6v6" />
            </LineIcon>
            Marketdesk
          </IntentPrefetchLink>
          {/* Eight links fit beside the logo and the account from 1024 px, and the search field
            beside them from 1280; below, the menu and the search button hold them. */}
          <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
            {links}
          </nav>
          {/* A fixed width at every size, so the header does not move when the page hydrates. */}
          <div className="ml-auto hidden w-68 shrink-0 xl:block">
            <SymbolSearch
              ref={searchField}
              label="Search symbols"
              placeholder="Search symbol or company"
              keyHint="/"
            />
          </div>
          <div className="ml-auto flex items-center gap-1 xl:ml-2">
            <SymbolSearchButton
              open={searchDialogOpen}
              onOpenChange={setSearchDialogOpen}
              className={`${iconButtonClass} xl:hidden`}
            />
            <NotificationBell className={iconButtonClass} />
            <ThemeToggle />
            <AccountMenu />
            <button
              type="button"
              className={`${iconButtonClass} lg:hidden`}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <LineIcon className="size-5">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6L6 18" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" />
                )}
              </LineIcon>
            </button>
          </div>
        </div>
        {menuOpen && (
          <nav
            id="mobile-menu"
            aria-label="Main"
            className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
          >
            <div className="flex flex-col gap-1">
              {links}
              {identity.status !== "authenticated" && (
                <div className="mt-2 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
                  <AuthLink
                    page="/login"
                    className={`text-center ${buttonClass({ variant: "secondary" })}`}
                  >
                    Log in
                  </AuthLink>
                  <AuthLink page="/register" className={`text-center ${buttonClass()}`}>
                    Sign up
                  </AuthLink>
                </div>
              )}
            </div>
          </nav>
        )}
      </header>
    </SearchCommandContext>
  );
}
