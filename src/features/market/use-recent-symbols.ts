"use client";

import { useCallback, useSyncExternalStore } from "react";
import { personalKey, readStored, writeStored } from "@/lib/session/device-storage";
import { useAppSession } from "@/lib/session/session-context";

export type RecentSymbol = { symbol: string; name: string };

/** docs/product.md#search: the last symbols opened, newest first. */
const KEEP = 8;
const CHANGED = "marketdesk-recent-symbols";
const none: RecentSymbol[] = [];

/**
 * Kept per person: the key carries the session identity's id, so whoever uses this device next
 * (another account, or a visitor after a sign-out) sees their own list, never this one
 * (docs/behaviour.md#sessions).
 */
const keyOf = (ownerId: string) => personalKey("marketdesk-recent-symbols", ownerId);

function isRecentList(value: unknown): value is RecentSymbol[] {
  return Array.isArray(value) && value.every((item: Partial<RecentSymbol> | null) => typeof item?.symbol === "string" && typeof item.name === "string");
}

// useSyncExternalStore needs the same array while storage is unchanged, so the parse is kept by raw text.
let cached: { key: string; raw: string | null; list: RecentSymbol[] } | null = null;

function read(key: string): RecentSymbol[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return none; // storage refused: no recents
  }
  if (cached?.key === key && cached.raw === raw) return cached.list;
  const list = (raw && readStored(() => localStorage, key, isRecentList)?.slice(0, KEEP)) || none;
  cached = { key, raw, list };
  return list;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange); // another tab
  window.addEventListener(CHANGED, onChange); // this tab
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The person's recent symbols and a function that puts one at the front. Empty while server-rendering. */
export function useRecentSymbols(): { recent: RecentSymbol[]; remember: (entry: RecentSymbol) => void } {
  const key = keyOf(useAppSession().identity.id);
  const recent = useSyncExternalStore(subscribe, () => read(key), () => none);
  const remember = useCallback(
    (entry: RecentSymbol) => {
      const others = read(key).filter((item) => item.symbol !== entry.symbol);
      writeStored(() => localStorage, key, [{ symbol: entry.symbol, name: entry.name }, ...others].slice(0, KEEP));
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return { recent, remember };
}
