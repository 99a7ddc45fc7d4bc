import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { type ReactNode, Suspense } from "react";
import { Toaster } from "@/components/ui/toaster";
import { env } from "@/env";
import { EmailVerificationBanner } from "@/features/account/components/email-verification-banner";
import { getServerAuthSession } from "@/features/auth/server/get-server-auth-session";
import { getMailer } from "@/features/mail/server";
import { LiveQuotesProvider } from "@/features/market/components";
import { NavigationProgressBar } from "@/features/shell/components/navigation-progress-bar";
import { OfflineNotice } from "@/features/shell/components/offline-notice";
import { ServiceWorkerRegistration } from "@/features/shell/components/service-worker-registration";
import { SignOutConfirmation } from "@/features/shell/components/sign-out-confirmation";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { ThemeKeeper } from "@/features/shell/components/theme-keeper";
import { themeScript } from "@/features/shell/theme-script";
import { WatchlistEditQueue } from "@/features/watchlist/components/watchlist-edit-queue";
import { AppProviders } from "@/lib/session/app-providers";
import { createAppAuthOptions } from "@/server/api/create-app-auth-options";
import { NONCE_HEADER } from "@/server/http/security-headers";
import "./globals.css";

export const metadata: Metadata = {
  // What exists today (docs/product.md#screens): the screener and the stock pages; the rest is coming.
  title: { default: "Marketdesk — a fast screener for US stocks", template: "%s · Marketdesk" },
  description:
    "Screen thousands of US stocks in seconds, with a page for every stock. Free to start.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getServerAuthSession(createAppAuthOptions);
  // Next stamps its own scripts with the request's nonce; ours must carry it too (docs/security.md, "Headers").
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const analytics = env.POSTHOG_KEY
    ? { token: env.POSTHOG_KEY, acceptHeadless: env.ANALYTICS_ACCEPT_HEADLESS }
    : null;
  return (
    // The theme script changes <html>'s class before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="bg-brand-700 sr-only z-50 rounded-md px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AppProviders session={session} analytics={analytics}>
          <ThemeKeeper />
          {/* Reads the URL's query: in a boundary of its own, so no page renders on the client for it. */}
          <Suspense fallback={null}>
            <NavigationProgressBar />
          </Suspense>
          <WatchlistEditQueue />
          {/* One live stream per page: the quotes its figures show, and the header bell's notifications. */}
          <LiveQuotesProvider>
            <SiteHeader />
            <OfflineNotice />
            <EmailVerificationBanner mailAvailable={getMailer().available} />
            {/* At least a screen below the header, so the footer starts out of sight: a page whose
              content grows as its data arrives never pushes a footer the person already sees. */}
            <main id="main" className="min-h-[calc(100dvh-3.5rem)] flex-1">
              {children}
            </main>
          </LiveQuotesProvider>
          <SiteFooter />
          <Toaster />
          <SignOutConfirmation />
          <ServiceWorkerRegistration />
        </AppProviders>
      </body>
    </html>
  );
}
