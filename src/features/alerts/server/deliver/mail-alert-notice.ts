import "server-only";
import type { MailMessage } from "@/features/mail/server";
import type { Database } from "@/server/db/create-database";
import { alertTargetPath } from "../../alert-target-path";
import { describeQuote } from "../../describe-quote";
import type { AlertNotice } from "./alert-notice";
import type { DeliveryDeps } from "./delivery-deps";
import { signUnsubscribeToken } from "./unsubscribe-token";

/** How many triggers one mail lists; the rest are in the notification centre. */
const LISTED = 20;

/** The one-click address of a token: in the query, as mail clients POST to it as it stands (RFC 8058). */
function unsubscribeLink(deps: DeliveryDeps, token: string): string {
  const url = new URL(deps.mailer.link("/api/alerts/unsubscribe"));
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Queues a notice's mail (docs/alerts.md#mail) on the mail job queue: instant, grouped or the
 * digest. Mail about one alert unsubscribes from that alert in one click; other mail from all
 * alert mail. No mailto is offered: no mailbox of ours reads unsubscribe requests.
 * @see https://www.rfc-editor.org/rfc/rfc8058
 */
export async function mailAlertNotice(
  db: Database,
  deps: DeliveryDeps,
  { to, notice, digest }: { to: string; notice: AlertNotice; digest: boolean },
): Promise<void> {
  const alertIds = new Set(notice.triggers.map((trigger) => trigger.alertId));
  const [onlyAlert] = alertIds.size === 1 ? [...alertIds] : [null];
  const scope = { userId: notice.userId, alertId: onlyAlert ?? null };
  const oneClick = unsubscribeLink(deps, signUnsubscribeToken(deps.secret, scope));
  const allLink = unsubscribeLink(
    deps,
    signUnsubscribeToken(deps.secret, { userId: notice.userId, alertId: null }),
  );
  const props = {
    heading: notice.title,
    items: notice.triggers.slice(0, LISTED).map((trigger) => ({
      symbol: trigger.symbol,
      message: trigger.message,
      quote: describeQuote(trigger),
      link: deps.mailer.link(alertTargetPath(trigger.symbol)),
    })),
    more: Math.max(0, notice.triggers.length - LISTED),
    openLink: deps.mailer.link(notice.path),
    settingsLink: deps.mailer.link("/alerts/settings"),
    unsubscribeAlertLink: onlyAlert ? oneClick : null,
    unsubscribeAllLink: allLink,
  };
  const message: MailMessage = {
    to,
    template: digest ? "alert-digest" : "alert-notice",
    props,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
  await deps.mailer.send(db, message);
}
