"use client";

import { type FocusEvent, type KeyboardEvent, useEffect, useEffectEvent, useState } from "react";
import type { HistoryMode } from "./use-screen-navigation";

/** How long typing pauses before the screen follows it (docs/product.md#screener). */
export const TYPING_PAUSE_MS = 300;

export type TypedRead<K extends string, V> =
  | { value: V }
  | { errors: Partial<Record<K | "range", string>> };

type Options<K extends string, V> = {
  /** The value in the URL. */
  applied: V;
  /** The text each input shows for a value it did not type itself. */
  shown: (applied: V) => Record<K, string>;
  read: (texts: Record<K, string>) => TypedRead<K, V>;
  same: (a: V, b: V) => boolean;
  /** Returns whether the screen changed. */
  onApply: (value: V, mode: HistoryMode) => boolean;
};

/**
 * A filter typed into one or more inputs and applied as you type (docs/product.md#screener): after
 * a pause, on leaving an input, or on Enter. Each filter keeps its own text until it is applied, so
 * applying another filter never resets it; a URL change from elsewhere (Back, a preset, Reset)
 * replaces it with the URL's value. The first change applied after focus arrives adds a history
 * entry; the rest of that burst of typing replaces it.
 */
export function useTypedFilter<K extends string, V>({
  applied,
  shown,
  read,
  same,
  onApply,
}: Options<K, V>) {
  const [drafts, setDrafts] = useState<Partial<Record<K, string>>>({});
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<K | "range", string>>>({});
  const [seen, setSeen] = useState(applied);
  // Values this filter applied that the URL has not shown yet, oldest first. Changes show a task
  // after they are made (use-screen-navigation.ts), so a paste, Tab, another paste, Tab can apply
  // twice before the first shows; the first then arrives after the second was sent, and is ours.
  const [sent, setSent] = useState<V[]>([]);
  // Whether this burst of typing has added its history entry yet.
  const [pushed, setPushed] = useState(false);

  // The URL moved: after this filter's own apply the typed text stays ("1M" is not rewritten as
  // 1000000 under the cursor); after any other change the URL's value shows.
  if (!same(seen, applied)) {
    setSeen(applied);
    const ours = sent.findIndex((value) => same(value, applied));
    if (ours >= 0) setSent(sent.slice(ours + 1));
    else {
      setDrafts({});
      setErrors({});
      setDirty(false);
      setSent([]);
      // Typing after Back starts a new burst: it must not overwrite the entry Back went to.
      setPushed(false);
    }
  }

  const texts = { ...shown(applied), ...drafts } as Record<K, string>;

  const settle = () => {
    if (!dirty) return;
    setDirty(false);
    const result = read(texts);
    if ("errors" in result) {
      // Not applied, and the screen before stays: the message at the field says why.
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (!onApply(result.value, pushed ? "replace" : "push")) return;
    setSent((current) => [...current, result.value]);
    setPushed(true);
  };
  const settleAfterPause = useEffectEvent(settle);
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(settleAfterPause, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [dirty, drafts]);

  return {
    texts,
    errors,
    edit: (key: K, text: string) => {
      setDrafts((current) => ({ ...current, [key]: text }));
      setDirty(true);
    },
    /** For the element around the filter's inputs. */
    groupProps: {
      onFocus: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPushed(false);
      },
      onBlur: settle,
      onKeyDown: (event: KeyboardEvent) => event.key === "Enter" && settle(),
    },
  };
}
