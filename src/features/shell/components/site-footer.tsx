import { ServerStatus } from "./server-status";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} Marketdesk. Market data is for information only, not
          investment advice.
        </p>
        <ServerStatus />
      </div>
    </footer>
  );
}
