"use client";

import { useCallback, useSyncExternalStore } from "react";
import { personalKey, readStored, writeStored } from "./device-storage";
import { useAppSession } from "./session-context";

type RecentListOptions<Item> = {
  /** The storage key's prefix, and the event this tab's other readers hear a change by. */
  name: string;
  /** How many are kept, newest first. */
  keep: number;
  isItem: (value: unknown) => value is Item;
  /** Whether two entries are the same thing (remembered once, moved to the front). */
  same: (a: Item, b: Item) => boolean;
};

/**
 * A hook for a short list of what the person opened last on this device (recent symbols, recent
 * rooms), newest first. Kept per person: the key carries the session identity's id, so whoever uses
 * the device next (another account, or a visitor after a sign-out) sees their own list, never this
 * one (docs/behaviour.md#sessions). Empty while server-rendering.
 */
export function createRecentList<Item>({ name, keep, isItem, same }: RecentListOptions<Item>) {
  const none: Item[] = [];
  const keyOf = (ownerId: string) => personalKey(name, ownerId);
  const isList = (value: unknown): value is Item[] => Array.isArray(value) && value.every(isItem);
  // useSyncExternalStore needs the same array while storage is unchanged, so the parse is kept by raw text.
  let cached: { key: string; raw: string | null; list: Item[] } | null = null;

  function read(key: string): Item[] {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return none; // storage refused: nothing recent
    }
    if (cached?.key === key && cached.raw === raw) return cached.list;
    const list = (raw && readStored(() => localStorage, key, isList)?.slice(0, keep)) || none;
    cached = { key, raw, list };
    return list;
  }

  function subscribe(onChange: () => void): () => void {
    window.addEventListener("storage", onChange); // another tab
    window.addEventListener(name, onChange); // this tab
    return () => {
      window.removeEventListener("storage", onChange);
      window.removeEventListener(name, onChange);
    };
  }

  return function useRecentList(): { recent: Item[]; remember: (item: Item) => void } {
    const key = keyOf(useAppSession().identity.id);
    const recent = useSyncExternalStore(
      subscribe,
      () => read(key),
      () => none,
    );
    const remember = useCallback(
      (item: Item) => {
        writeStored(
          () => localStorage,
          key,
          [item, ...read(key).filter((other) => !same(other, item))].slice(0, keep),
        );
        window.dispatchEvent(new Event(name));
      },
      [key],
    );
    return { recent, remember };
  };
}
