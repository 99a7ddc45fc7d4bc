"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, useSyncExternalStore } from "react";
import { whenBrowserIdle } from "@/lib/scheduling/when-browser-idle";
import { getToasts, subscribeToToasts } from "@/lib/toast/toast-store";

/**
 * The toasts' code (Radix Toast) loads once the browser is idle after the page has loaded, so the
 * first toast shows at once, offline too, and no page's start pays for it (docs/decisions.md#shell).
 */
const loadList = () => import("./toast-list").then((module) => module.ToastList);
const ToastList = dynamic(loadList, { ssr: false });

const noToasts: never[] = [];

/** The toast store on screen, from the first toast on. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, () => noToasts);
  // Mounted from the first toast on: its region then stays, as a screen reader expects of a live region.
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  useEffect(() => void whenBrowserIdle().then(loadList), []);
  return shown ? <ToastList toasts={toasts} /> : null;
}
