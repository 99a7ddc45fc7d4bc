import Link from "next/link";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { calendarHref } from "../calendar-href";
import type { CalendarScope } from "../calendar-inputs";

const chipClass = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm font-medium ${
    active
      ? "border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-slate-950"
      : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-900"
  }`;

/**
 * Whose events the week shows: every company, or the companies of the person's watchlists (with a
 * session, a guest's too). A visitor, who has no lists, is offered the way to get some.
 */
export function CalendarScopePicker({
  week,
  scope,
  signedIn,
}: {
  week: string;
  scope: CalendarScope;
  signedIn: boolean;
}) {
  if (!signedIn)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Link
          href={authPageHref("/login", "/calendar?scope=watchlists")}
          className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
        >
          Log in or continue as a guest
        </Link>{" "}
        to see only the companies of your watchlists.
      </p>
    );
  return (
    <div role="group" aria-label="Whose events" className="flex flex-wrap gap-2">
      {(["all", "watchlists"] as const).map((option) => (
        <Link
          key={option}
          href={calendarHref(week, option)}
          aria-current={scope === option ? "page" : undefined}
          className={chipClass(scope === option)}
        >
          {option === "all" ? "All companies" : "My watchlists"}
        </Link>
      ))}
    </div>
  );
}
