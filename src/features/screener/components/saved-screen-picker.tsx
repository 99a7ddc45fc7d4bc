"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ScreenAlertButton } from "@/features/alerts/components";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import type { ScreenState } from "../screen-url-state";

/**
 * Opens one of the account's saved screens (docs/product.md#screener, "Saved screens"); nothing
 * until there is one. The screen opened last offers "Alert on new matches" (docs/alerts.md).
 */
export function SavedScreenPicker({
  onLoad,
}: {
  onLoad: (state: Omit<ScreenState, "page">) => void;
}) {
  const trpc = useTRPC();
  const registered = isRegistered(useAppSession().identity);
  // The saved screens are not in the server's HTML; the offline cache can restore them while this
  // part still hydrates, and a list the HTML lacks would not match it (React #418).
  const hydrated = useHydrated();
  const saved = useQuery({ ...trpc.screener.saved.queryOptions(), enabled: registered });
  const [opened, setOpened] = useState<string | null>(null);
  if (!hydrated || !registered || !saved.data || saved.data.length === 0) return null;
  const openedScreen = saved.data.find((s) => s.id === opened);
  return (
    <>
      <select
        aria-label="Open a saved screen"
        value=""
        onChange={(e) => {
          const found = saved.data.find((s) => s.id === e.target.value);
          if (!found) return;
          setOpened(found.id);
          onLoad(found.state);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">Saved screens…</option>
        {saved.data.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {openedScreen && (
        <ScreenAlertButton
          savedScreenId={openedScreen.id}
          label={`Alert on new matches of ${openedScreen.name}`}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-semibold dark:border-slate-700 dark:bg-slate-900"
        />
      )}
    </>
  );
}
