import { themeScript } from "../features/shell/theme-script";

const link =
  "inline-flex items-center justify-center rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/**
 * The page said for any page not kept on the device while the server cannot be reached
 * (docs/behaviour.md#offline-shell), in the app's look: the build's stylesheets, which the worker
 * has precached, so they load with no network; the person's theme, by the layout's own script;
 * the header's wordmark and the app's buttons. Its classes are Tailwind's, found in this file
 * when the stylesheet is built.
 */
export function offlinePage(stylesheets: readonly string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Marketdesk</title><script>${themeScript}</script>${links}</head>
<body class="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
<header class="border-b border-slate-200 dark:border-slate-800"><div class="mx-auto flex h-14 max-w-7xl items-center px-4 sm:px-6">
<a href="/" class="flex items-center gap-2 font-semibold tracking-tight text-slate-900 dark:text-white"><svg aria-hidden="true" viewBox="0 0 24 24" class="text-brand-600 size-6" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M3 17l6-6 4 4 8-8"/><path d="M15 7h6v6"/></svg>Marketdesk</a></div></header>
<main class="mx-auto w-full max-w-xl flex-1 px-4 py-16 sm:px-6">
<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">Marketdesk can't be reached</h1>
<p class="mt-3 text-slate-600 dark:text-slate-400">This page isn't kept on this device. Your watchlists are, with the data from your last visit.</p>
<p class="mt-8 flex flex-wrap gap-3"><a href="/watchlists" class="${link} bg-brand-700 hover:bg-brand-800 text-white">Open your watchlists</a><a href="/" class="${link} border border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900">Home</a></p>
</main></body></html>`;
}
