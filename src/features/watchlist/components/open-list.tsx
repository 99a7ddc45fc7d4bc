"use client";

import { onlineManager } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { WatchlistTargetsAlertButton } from "@/features/alerts/components";
import { SymbolSearch } from "@/features/market/components";
import { WatchlistNews } from "@/features/news/components";
import { track } from "@/lib/analytics/track";
import { exportWatchlist } from "../export-watchlist";
import type { WatchlistSummary } from "../server/data";
import { summarizeDay } from "../summarize-day";
import { useItemEdits } from "../use-item-edits";
import { useListEdits } from "../use-list-edits";
import { useWatchlist } from "../use-watchlists";
import { DaySummary } from "./day-summary";
import { ImportDialog } from "./import-dialog";
import { ListMenu } from "./list-menu";
import { ListNameForm } from "./list-name-form";
import { ScreenListLink } from "./screen-list-link";
import { ShareDialog } from "./share-dialog";
import { WatchlistTable } from "./watchlist-table";

type Props = { list: WatchlistSummary };

/** The open list: its name and options, the search that adds to it, its day in one line, its table and its news. */
export function OpenList({ list }: Props) {
  const detail = useWatchlist(list.id);
  const items = useItemEdits();
  const lists = useListEdits();
  const [renaming, setRenaming] = useState(false);
  const rows = detail.data?.rows;

  /**
   * While the server answers, a clash with another list's name is said at the field; while it
   * cannot be reached, the new name shows at once and is sent later (docs/behaviour.md#offline-edits).
   */
  async function rename(name: string) {
    const renamed = lists.rename.mutateAsync({ id: list.id, name });
    if (onlineManager.isOnline()) await renamed;
    else void renamed.catch(() => undefined);
    setRenaming(false);
    void renamed.then(
      () => track("watchlist_renamed", {}),
      () => undefined,
    );
  }

  return (
    <section aria-labelledby="open-list-name" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="open-list-name" className="flex items-center gap-2 text-xl font-semibold">
          {list.name}
          {list.isDefault && <Badge tone="neutral">Default</Badge>}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ScreenListLink symbols={list.symbols} />
          <WatchlistTargetsAlertButton
            watchlistId={list.id}
            targets={rows?.filter((row) => row.targetPrice !== null).length ?? 0}
          />
          <ShareDialog list={list} />
          <ImportDialog list={list} />
          <ListMenu
            name={list.name}
            isDefault={list.isDefault}
            onRename={() => setRenaming(true)}
            onMakeDefault={() => lists.setDefault.mutate({ id: list.id })}
            onExport={(format) => {
              const exported =
                rows ??
                list.symbols.map((symbol) => ({
                  symbol,
                  name: null,
                  note: null,
                  targetPrice: null,
                }));
              exportWatchlist(list.name, exported, format);
              track("watchlist_exported", { format, symbols: exported.length });
            }}
            onDelete={() =>
              lists.remove.mutate(
                { id: list.id },
                { onSuccess: () => track("watchlist_deleted", { symbols: list.symbols.length }) },
              )
            }
          />
        </div>
      </div>
      {renaming && (
        <ListNameForm
          label="New name for the list"
          submitLabel="Rename"
          defaultName={list.name}
          onCancel={() => setRenaming(false)}
          onSubmit={rename}
        />
      )}
      <div className="max-w-md">
        <SymbolSearch
          label={`Add a symbol to ${list.name}`}
          placeholder="Add a symbol: ticker or company"
          onSelect={(choice) =>
            void items.add(list.id, [choice.symbol], "watchlist_search").catch(() => undefined)
          }
        />
      </div>
      {detail.isError ? (
        <LoadFailure what="This list" query={detail} />
      ) : !rows ? (
        <LoadingBlock label="Loading the list" height="h-64" />
      ) : rows.length === 0 ? (
        <EmptyState>
          No symbols yet. Search above, or use “Add to watchlist” on any stock page.
        </EmptyState>
      ) : (
        <>
          <DaySummary summary={summarizeDay(rows)} />
          <WatchlistTable
            name={list.name}
            rows={rows}
            edits={{
              onMove: (symbol, toIndex, method) => items.move(list.id, symbol, toIndex, method),
              onRemove: (symbol) => items.remove(list.id, symbol),
              onEdit: (symbol, fields) => items.update(list.id, symbol, fields),
            }}
          />
          <WatchlistNews watchlistId={list.id} name={list.name} />
        </>
      )}
    </section>
  );
}
