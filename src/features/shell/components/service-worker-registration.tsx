"use client";

import { useEffect } from "react";
import { whenBrowserIdle } from "@/lib/scheduling/when-browser-idle";

/**
 * Registers the service worker that opens the app's shell when the server is stopped
 * (docs/behaviour.md#offline-shell). Production builds only: a development server builds no
 * worker, and one left over would serve stale files.
 *
 * Registered once the page has loaded and the browser is idle: installing fetches and stores the
 * whole shell, and on a first visit that competed with the page's own start for the network and
 * the CPU (Lighthouse mobile on /screener: 70-78 while it did).
 * @see https://web.dev/articles/service-workers-registration
 * @see https://developer.mozilla.org/docs/Web/API/ServiceWorkerContainer/register
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    // A browser that refuses (private modes, a policy) simply works online only.
    void whenBrowserIdle().then(() =>
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined),
    );
  }, []);
  return null;
}
