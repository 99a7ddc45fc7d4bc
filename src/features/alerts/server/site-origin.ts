import "server-only";
import { env } from "@/env";
import { decideMailMode } from "@/server/mail/decide-mail-mode";

/** The site's public origin for links sent away (webhooks, push), as mail builds them; null when unknown. */
export function siteOrigin(): string | null {
  return decideMailMode(env).origin;
}
