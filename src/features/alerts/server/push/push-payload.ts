import { PUSH_PAYLOAD_MAX_BYTES } from "../../channel-limits";
import type { AlertNotice } from "../deliver/alert-notice";

/** aes128gcm's header (86 bytes), tag (16) and padding delimiter (1) take this much of the 4 KB. */
const ENCRYPTION_OVERHEAD_BYTES = 103;
const LIMIT = PUSH_PAYLOAD_MAX_BYTES - ENCRYPTION_OVERHEAD_BYTES;

export type PushPayload = { title: string; body: string; tag: string; path: string };

const bytes = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload));

/**
 * What the service worker shows (docs/alerts.md#web-push): the notice's title and body, a tag per
 * symbol so a newer alert replaces the older one on the device, and the page to open. The body is
 * shortened (with an ellipsis, whole characters) until the encrypted message fits in 4 KB.
 */
export function pushPayload(
  notice: Pick<AlertNotice, "title" | "body" | "symbol" | "path">,
): string {
  const payload: PushPayload = {
    title: notice.title.slice(0, 200),
    body: notice.body,
    tag: notice.symbol ? `alert-${notice.symbol}` : "alerts",
    path: notice.path.startsWith("/") && !notice.path.startsWith("//") ? notice.path : "/alerts",
  };
  const characters = Array.from(payload.body);
  while (bytes(payload) > LIMIT && characters.length > 0) {
    characters.splice(Math.max(0, characters.length - Math.ceil((bytes(payload) - LIMIT) / 4) - 1));
    payload.body = `${characters.join("")}…`;
  }
  return JSON.stringify(payload);
}
