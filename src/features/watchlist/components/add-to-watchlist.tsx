"use client";

import * as Popover from "@radix-ui/react-popover";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { PopoverPanel } from "@/components/ui/popover-panel";
import { useHydrated } from "@/components/ui/use-hydrated";
import { track } from "@/lib/analytics/track";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { useAppSession } from "@/lib/session/session-context";
import { useItemEdits } from "../use-item-edits";
import { useListEdits } from "../use-list-edits";
import { useWatchlists } from "../use-watchlists";
import { ListNameForm } from "./list-name-form";

/**
 * The stock page's "Add to watchlist": the person's lists with a mark on those that hold the
 * symbol (a click adds or removes it), and a new list made on the spot. A visitor goes to log in
 * or continue as a guest, and comes back to this page (docs/product.md#watchlists).
 */
export function AddToWatchlist({ symbol }: { symbol: string }) {
  const { identity } = useAppSession();
  const pathname = usePathname();
  // Which lists hold the symbol may come from this device's cache before the page has hydrated.
  const hydrated = useHydrated();
  if (identity.status !== "authenticated") {
    return (
      <Link
        href={authPageHref("/login", pathname)}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        + Add to watchlist
      </Link>
    );
  }
  // Until then the button is unavailable: a click would be lost.
  if (!hydrated)
    return (
      <button
        type="button"
        aria-disabled="true"
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        + Add to watchlist
      </button>
    );
  return <ListChooser symbol={symbol} />;
}

function ListChooser({ symbol }: { symbol: string }) {
  const lists = useWatchlists();
  const items = useItemEdits();
  const edits = useListEdits();
  const [creating, setCreating] = useState(false);
  const holding = lists.data?.filter((list) => list.symbols.includes(symbol)) ?? [];

  return (
    <Popover.Root onOpenChange={() => setCreating(false)}>
      <Popover.Trigger className={buttonClass({ variant: "secondary", size: "sm" })}>
        {holding.length > 0
          ? `✓ In ${holding.length === 1 ? holding[0]!.name : `${holding.length} lists`}`
          : "+ Add to watchlist"}
      </Popover.Trigger>
      <PopoverPanel align="start" width="w-[min(20rem,calc(100vw-2rem))]" padding="p-2">
        <p className="px-2 py-1 font-semibold">Add {symbol} to…</p>
        {lists.isPending && (
          <p className="px-2 py-2 text-slate-600 dark:text-slate-400">Loading your lists…</p>
        )}
        {lists.isError && (
          <p className="px-2 py-2 text-red-700 dark:text-red-300">
            Your lists could not be loaded. Try again in a moment.
          </p>
        )}
        <ul>
          {lists.data?.map((list) => {
            const held = list.symbols.includes(symbol);
            return (
              <li key={list.id}>
                <button
                  type="button"
                  aria-pressed={held}
                  onClick={() =>
                    held
                      ? items.remove(list.id, symbol)
                      : void items.add(list.id, [symbol], "stock_page").catch(() => undefined)
                  }
                  className="focus-visible:outline-brand-500 flex w-full items-center gap-2 rounded px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800"
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-4 items-center justify-center rounded border text-xs ${held ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400"}`}
                  >
                    {held ? "✓" : ""}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{list.name}</span>
                  <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                    {list.symbols.length}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mt-1 border-t border-slate-200 pt-2 dark:border-slate-700">
          {creating ? (
            <ListNameForm
              label="Name of the new list"
              submitLabel="Create and add"
              onCancel={() => setCreating(false)}
              onSubmit={async (name) => {
                const created = await edits.create.mutateAsync({ name });
                track("watchlist_created", { list_count: (lists.data?.length ?? 0) + 1 });
                await items.add(created.id, [symbol], "stock_page");
                setCreating(false);
              }}
            />
          ) : lists.data?.length === 0 ? (
            <button
              type="button"
              onClick={() =>
                void items.add(undefined, [symbol], "stock_page").catch(() => undefined)
              }
              className={buttonClass({ size: "sm", block: true })}
            >
              Add to a new list, “My watchlist”
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setCreating(true)}
              className="text-brand-700 dark:text-brand-300 w-full rounded px-2 py-2 text-left font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              + New list…
            </button>
          )}
        </div>
        <Link
          href="/watchlists"
          className="mt-1 block rounded px-2 py-2 text-slate-700 hover:underline dark:text-slate-300"
        >
          Open watchlists →
        </Link>
      </PopoverPanel>
    </Popover.Root>
  );
}
