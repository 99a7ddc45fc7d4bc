import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { readUnsubscribeToken } from "@/features/alerts/server/deliver/read-unsubscribe-token";

export const metadata: Metadata = {
  title: "Unsubscribe from alert mail",
  robots: { index: false, follow: false },
};
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ token?: string; done?: string }> };

/**
 * The page an alert mail's unsubscribe link opens (docs/alerts.md#mail): it asks before stopping,
 * as link scanners in mail systems follow links; the button posts to the one-click address.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token = "", done } = await searchParams;
  const settings = (
    <Link
      href="/alerts/settings"
      className="text-brand-700 dark:text-brand-500 font-semibold underline"
    >
      alert settings
    </Link>
  );
  let content;
  if (done === "alert" || done === "all")
    content = (
      <p role="status">
        {done === "alert"
          ? "Done: this alert no longer sends mail. Its notifications still reach the bell."
          : "Done: you get no more alert mail. Notifications still reach the bell."}{" "}
        Change it back in {settings}.
      </p>
    );
  else {
    const scope = readUnsubscribeToken(token.slice(0, 300));
    content = !scope ? (
      <p role="alert">
        This unsubscribe link is not valid: it was changed or cut short. Use the link of a recent
        alert mail, or {settings}.
      </p>
    ) : (
      <form
        method="post"
        action={`/api/alerts/unsubscribe?from=page&token=${encodeURIComponent(token)}`}
        className="space-y-4"
      >
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <p>
          {scope.alertId
            ? "Stop mail from this alert? Its notifications keep reaching the bell."
            : "Stop all alert mail? Notifications keep reaching the bell."}
        </p>
        <button type="submit" className={buttonClass()}>
          {scope.alertId ? "Stop mail for this alert" : "Unsubscribe from all alert mail"}
        </button>
      </form>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Unsubscribe from alert mail</h1>
      {content}
    </div>
  );
}
