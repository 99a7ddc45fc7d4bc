/// <reference lib="webworker" />
import { NetworkOnly, type PrecacheEntry, Serwist } from "serwist";
import { offlinePage } from "./offline-page";

/*
 * The service worker (docs/behaviour.md#offline-shell): with the server stopped altogether, the
 * app's shell and its static files still open, and a page then renders from the person's cache on
 * the device. Built by scripts/build-service-worker.ts into public/sw.js after `next build`.
 */
declare const self: ServiceWorkerGlobalScope;
/** Every file of the build's `/_next/static/`: content-hashed, so kept until a build drops them. */
declare const PRECACHE_ENTRIES: PrecacheEntry[];
/** The build's id: a new build keeps a new copy of the shell and drops the old one. */
declare const SHELL_VERSION: string;

const SHELL_CACHE = `marketdesk-shell-${SHELL_VERSION}`;
/** The pages that open offline, by their exact path. */
const SHELL_PAGES = ["/", "/watchlists"];
/** Chat rooms read lately on this device (docs/behaviour.md#offline-shell): their pages, kept as a visitor gets them. */
const ROOMS_CACHE = `marketdesk-rooms-${SHELL_VERSION}`;
const KEPT_ROOMS = 10;
/** A kept room page younger than this is not fetched again: each fresh copy costs the server a render. */
const ROOM_COPY_FRESH_MS = 60 * 60 * 1000;

/**
 * The shell pages as a visitor gets them, fetched without cookies: never a page that carries one
 * person's data, so the next person on a shared device gets nothing of the last. Opened offline,
 * the page finds who uses this device (the identity it keeps) and shows their cached data.
 */
async function keepShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    SHELL_PAGES.map(async (path) => {
      const response = await fetch(path, { credentials: "omit", cache: "no-store" });
      if (response.ok && !response.redirected) await cache.put(path, response);
    }),
  );
}

async function dropOldShells(): Promise<void> {
  for (const name of await caches.keys()) {
    if (
      (name.startsWith("marketdesk-shell-") && name !== SHELL_CACHE) ||
      (name.startsWith("marketdesk-rooms-") && name !== ROOMS_CACHE)
    )
      await caches.delete(name);
  }
}

/**
 * Keeps a visitor's copy of a chat room's page the person just opened (fetched without cookies, as
 * the shell is), so the room opens offline and shows the messages the person's cache on the device
 * holds. The newest ten rooms are kept.
 */
async function keepRoomPage(path: string): Promise<void> {
  const cache = await caches.open(ROOMS_CACHE);
  const kept = await cache.match(path);
  const keptAt = Date.parse(kept?.headers.get("date") ?? "");
  if (kept && Date.now() - keptAt < ROOM_COPY_FRESH_MS) return;
  const response = await fetch(path, { credentials: "omit", cache: "no-store" });
  if (!response.ok || response.redirected) return;
  await cache.delete(path); // put back at the end: the keys are kept in the order they were put
  await cache.put(path, response);
  const paths = await cache.keys();
  for (const old of paths.slice(0, Math.max(0, paths.length - KEPT_ROOMS))) await cache.delete(old);
}

/** Said for any other page while the server cannot be reached, styled by the precached stylesheets. */
const OFFLINE_PAGE = offlinePage(
  PRECACHE_ENTRIES.map((entry) => entry.url).filter((url) => url.endsWith(".css")),
);

async function offlineAnswer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const kept =
    (await caches.open(SHELL_CACHE).then((cache) => cache.match(path))) ??
    (await caches.open(ROOMS_CACHE).then((cache) => cache.match(path)));
  return (
    kept ??
    new Response(OFFLINE_PAGE, {
      status: 503,
      headers: { "content-type": "text/html; charset=utf-8" },
    })
  );
}

const serwist = new Serwist({
  precacheEntries: PRECACHE_ENTRIES,
  skipWaiting: true,
  clientsClaim: true,
  // Pages always come from the server while it answers (they are personal, and never cached);
  // only when it does not does the shell answer. Calls to /api are not handled at all.
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly({
        plugins: [{ handlerDidError: ({ request }) => offlineAnswer(request) }],
      }),
    },
  ],
});

self.addEventListener("install", (event) => event.waitUntil(keepShell()));
// Beside Serwist's own fetch handler, which answers the navigation: this one only keeps a copy.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.mode === "navigate" &&
    url.origin === self.location.origin &&
    /^\/chat\/[^/]+$/.test(url.pathname)
  ) {
    event.waitUntil(keepRoomPage(url.pathname).catch(() => undefined));
  }
});
self.addEventListener("activate", (event) => event.waitUntil(dropOldShells()));

/** An alert's push (docs/alerts.md#web-push), as send-push-notice.ts sends it. */
type AlertPush = { title?: unknown; body?: unknown; tag?: unknown; path?: unknown };

/** Only a path on our own site opens: a message can never send the person elsewhere. */
const ownPath = (path: unknown) =>
  typeof path === "string" && path.startsWith("/") && !path.startsWith("//") ? path : "/alerts";

self.addEventListener("push", (event) => {
  let data: AlertPush = {};
  try {
    data = (event.data?.json() as AlertPush | null) ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  const title = typeof data.title === "string" ? data.title : "Marketdesk alert";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" ? data.tag : "alerts",
      icon: "/icon.png",
      data: { path: ownPath(data.path) },
    }),
  );
});

/** Focuses a tab already on the alert's page, else opens it. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = ownPath((event.notification.data as { path?: unknown } | null)?.path);
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (tabs) => {
      const open = tabs.find((tab) => tab.url === url);
      if (open) return void (await open.focus());
      await self.clients.openWindow(url);
    }),
  );
});
serwist.addEventListeners();
