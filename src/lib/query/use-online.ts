"use client";

import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const assumeOnline = () => true;

/**
 * Whether the server answers, as the query client knows it (online-status-sync.tsx sets it from
 * the health poll, docs/behaviour.md#offline-cache): for the controls that need the server's answer
 * now, which say so while it is away instead of waiting without a word.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, assumeOnline);
}
