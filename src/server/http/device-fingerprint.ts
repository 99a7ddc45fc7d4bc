import type { HeaderSource } from "@/server/auth/read-header";
import { hashVisitorDetail } from "./hash-visitor-detail";
import { readDeviceId } from "./read-device-id";

/**
 * The browser a request comes from, whatever its network (read-device-id.ts), kept as a keyed hash
 * like the other fingerprints (docs/security.md#affiliate-program); null without a device id.
 */
export function deviceFingerprint(headers: HeaderSource): string | null {
  const id = readDeviceId(headers);
  return id === null ? null : hashVisitorDetail(`device\n${id}`);
}
