import Link from "next/link";
import { MarketMovers } from "@/features/market/components/market-movers";
import { describeMarketData } from "@/features/market/describe-market-data";
import { getMarketDataSummary, getMarketMovers } from "@/features/market/server/data";
import { getDb } from "@/server/db/get-database";
import { buttonClass } from "@/components/ui/button-class";

const areas = [
  { href: "/screener", title: "Screen the market", text: "Narrow thousands of US stocks to the few that fit your idea, by fundamentals, performance or technicals." },
  { href: "/watchlists", title: "Follow what matters", text: "Named watchlists with quote columns and notes, ready the moment you open them, even offline." },
  { href: "/chat", title: "Talk it through", text: "A chat room for every ticker, with sentiment at a glance and messages live within a second." },
] as const;

export default async function HomePage() {
  const [movers, status] = await Promise.all([getMarketMovers(getDb()), getMarketDataSummary(getDb())]);
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <section className="py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">Find your next stock, follow it, and hear what other investors think.</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Marketdesk puts a fast screener, watchlists and ticker chat rooms in one place, built for people who invest their own money.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/screener" className={`shadow-sm ${buttonClass({ size: "lg" })}`}>
            Open the screener
          </Link>
          <Link href="/register" className={buttonClass({ variant: "secondary", size: "lg" })}>
            Create a free account
          </Link>
        </div>
      </section>
      <section aria-labelledby="movers" className="pb-12">
        <h2 id="movers" className="mb-4 text-xl font-semibold">
          Market movers
        </h2>
        <MarketMovers movers={movers} />
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{describeMarketData(status)}</p>
      </section>
      <section aria-labelledby="areas" className="pb-16">
        <h2 id="areas" className="sr-only">What you can do</h2>
        <div className="grid gap-4 md:grid-cols-3">
          {areas.map((area) => (
            <Link
              key={area.href}
              href={area.href}
              className="group rounded-xl border border-slate-200 p-6 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:hover:border-brand-500"
            >
              <h3 className="font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-500">{area.title} →</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{area.text}</p>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
