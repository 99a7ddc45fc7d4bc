"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { useHydrated } from "@/components/ui/use-hydrated";
import { SymbolSearch } from "@/features/market/components";
import { track } from "@/lib/analytics/track";
import { useAppSession } from "@/lib/session/session-context";
import { useItemEdits } from "../use-item-edits";
import { useListEdits } from "../use-list-edits";
import { useWatchlists } from "../use-watchlists";
import { ListNameForm } from "./list-name-form";
import { ListPicker } from "./list-picker";
import { OfflineEditsPanel } from "./offline-edits-panel";
import { OpenList } from "./open-list";
import { VisitorWatchlists } from "./visitor-watchlists";

const loading = <LoadingBlock label="Loading your lists" height="h-80" />;

/**
 * docs/product.md#watchlists: a visitor is told how to start; anyone with a session sees their
 * lists. The lists wait for hydration: the cache kept on this device may be restored by then, and
 * rows the server could not render would not match its HTML.
 */
export function WatchlistsScreen() {
  const { identity } = useAppSession();
  const hydrated = useHydrated();
  if (identity.status !== "authenticated") return <VisitorWatchlists />;
  return hydrated ? <OwnWatchlists /> : loading;
}

/** No list yet: the first symbol chosen makes "My watchlist" (the server's default list). */
function FirstSymbol() {
  const items = useItemEdits();
  return (
    <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-6 dark:border-slate-700">
      <p className="text-slate-700 dark:text-slate-300">
        You have no lists yet. Add a first symbol and it goes to “My watchlist”, or make a list with
        “New list”.
      </p>
      <div className="max-w-md">
        <SymbolSearch
          label="Add a symbol to a new list"
          placeholder="Add a symbol: ticker or company"
          onSelect={(choice) =>
            void items.add(undefined, [choice.symbol], "watchlist_search").catch(() => undefined)
          }
        />
      </div>
    </div>
  );
}

/**
 * The person's lists. The open one is in the address (`?list=`), so Back and Forward walk between
 * lists and a reload stays on the same one; without it, the default list opens.
 */
function OwnWatchlists() {
  const lists = useWatchlists();
  const edits = useListEdits();
  const wanted = useSearchParams().get("list");
  const [creating, setCreating] = useState(false);
  const current =
    lists.data?.find((list) => list.id === wanted) ??
    lists.data?.find((list) => list.isDefault) ??
    lists.data?.[0];
  const open = (id: string) =>
    window.history.pushState(null, "", `?list=${encodeURIComponent(id)}`);

  async function create(name: string) {
    const created = await edits.create.mutateAsync({ name });
    track("watchlist_created", { list_count: (lists.data?.length ?? 0) + 1 });
    setCreating(false);
    open(created.id);
  }

  if (lists.isError) {
    return <LoadFailure what="Your lists" query={lists} />;
  }
  if (!lists.data) return loading;
  return (
    <div className="space-y-6">
      <OfflineEditsPanel />
      <ListPicker
        lists={lists.data}
        currentId={current?.id}
        onOpen={open}
        onNew={() => setCreating(true)}
      />
      {creating && (
        <ListNameForm
          label="Name of the new list"
          submitLabel="Create list"
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      )}
      {current ? <OpenList key={current.id} list={current} /> : !creating && <FirstSymbol />}
    </div>
  );
}
