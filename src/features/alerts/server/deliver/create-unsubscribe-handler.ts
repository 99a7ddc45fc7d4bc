import "server-only";
import type { Database } from "@/server/db/create-database";
import { plainTextAnswer } from "@/server/http/plain-text-answer";
import { logger } from "@/server/logger";
import { unsubscribeAlertMail } from "../mutations/alert-preferences";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

const REFUSED =
  "This unsubscribe link is not valid: it was changed or cut short. Use the link of a recent alert mail, or alert settings.";

/**
 * /api/alerts/unsubscribe?token=… (docs/alerts.md#mail), the List-Unsubscribe address. GET (a
 * person following the link) goes to the page that asks first; POST unsubscribes: the mail
 * client's one click (RFC 8058, body `List-Unsubscribe=One-Click`) or the page's button, which is
 * sent on to the page saying it is done. The signed token is the only authority, so no session
 * or CSRF token is needed, and a forged one changes nothing.
 * @see https://www.rfc-editor.org/rfc/rfc8058
 */
export function createUnsubscribeHandler({
  getDb,
  getSecret,
}: {
  getDb: () => Database;
  getSecret: () => string;
}) {
  const tokenOf = (request: Request) =>
    new URL(request.url).searchParams.get("token")?.slice(0, 300) ?? "";
  return {
    GET(request: Request): Response {
      const page = `/alerts/unsubscribe?token=${encodeURIComponent(tokenOf(request))}`;
      return new Response(null, {
        status: 303,
        headers: { location: page, "cache-control": "no-store" },
      });
    },
    async POST(request: Request): Promise<Response> {
      const scope = verifyUnsubscribeToken(getSecret(), tokenOf(request));
      if (!scope) return plainTextAnswer(400, REFUSED);
      const done = await unsubscribeAlertMail(getDb(), scope).catch((error: unknown) => {
        // The account was deleted since: there is no mail left to stop.
        logger.info({ err: error }, "an unsubscribe found no account");
        return false;
      });
      const fromPage = new URL(request.url).searchParams.get("from") === "page";
      if (!fromPage)
        return plainTextAnswer(
          200,
          done ? "You are unsubscribed." : "There is nothing left to unsubscribe from.",
        );
      const what = scope.alertId ? "alert" : "all";
      return new Response(null, {
        status: 303,
        headers: { location: `/alerts/unsubscribe?done=${what}`, "cache-control": "no-store" },
      });
    },
  };
}
