"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { personalKey, writeStored } from "@/lib/session/device-storage";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { type ChartSettings, DEFAULT_CHART_SETTINGS, isChartSettings } from "./chart-settings";

const NAME = "marketdesk-chart";
let cached: { raw: string | null; settings: ChartSettings | null } = { raw: null, settings: null };

/** The device's copy, parsed once per stored text (useSyncExternalStore needs the same object while unchanged). */
function readDevice(key: string): ChartSettings | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null; // storage refused: the defaults
  }
  if (raw === cached.raw) return cached.settings;
  let settings: ChartSettings | null = null;
  try {
    const parsed: unknown = JSON.parse(raw ?? "null");
    settings = isChartSettings(parsed) ? parsed : null;
  } catch {
    settings = null; // a corrupt value: as if nothing were kept
  }
  cached = { raw, settings };
  return settings;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * The chart as this person left it (docs/product.md#stock-page-chart): kept on the device for
 * everyone, per person (device-storage.ts), and on the server for a signed-in session, whose copy
 * wins when it arrives. The first paint is the defaults, as the server rendered it.
 */
export function useChartSettings() {
  const { identity } = useAppSession();
  const key = personalKey(NAME, identity.id);
  const signedIn = identity.status === "authenticated";
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = useQuery({
    ...trpc.account.chartSettings.queryOptions(undefined, { meta: { silentErrors: true } }),
    enabled: signedIn,
  });
  const device = useSyncExternalStore(
    subscribe,
    () => readDevice(key),
    () => null,
  );
  const [chosen, setChosen] = useState<ChartSettings | null>(null);
  const save = useMutation(
    trpc.account.saveChartSettings.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: (stored) =>
        queryClient.setQueryData(trpc.account.chartSettings.queryKey(), stored),
    }),
  );
  const settings = chosen ?? (signedIn ? saved.data : null) ?? device ?? DEFAULT_CHART_SETTINGS;

  function update(patch: Partial<ChartSettings>) {
    const next = { ...settings, ...patch };
    setChosen(next);
    writeStored(() => localStorage, key, next);
    if (signedIn) save.mutate(next);
  }
  return { settings, update };
}
