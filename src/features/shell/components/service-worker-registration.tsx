"use client";

import { useEffect } from "react";

/**
 * Registers the service worker that opens the app's shell when the server is stopped
 * (docs/behaviour.md#offline-shell). Production builds only: a development server builds no
 * worker, and one left over would serve stale files.
 * @see https://developer.mozilla.org/docs/Web/API/ServiceWorkerContainer/register
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    // A browser that refuses (private modes, a policy) simply works online only.
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }, []);
  return null;
}
