import { parseCookie } from "cookie";
import { type HeaderSource, readHeader } from "@/server/auth/read-header";

/**
 * The browser's first-party device id (docs/security.md#affiliate-program): a random UUID in a
 * long-lived HttpOnly cookie, set by src/proxy.ts on a browser's first page load. What fraud tools
 * call a device: the same browser whatever network it is on, and a new one even on the same network.
 */
export const DEVICE_COOKIE = "marketdesk_device";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's device id, or null when it carries none (no browser page was loaded first) or a forged shape. */
export function readDeviceId(headers: HeaderSource): string | null {
  const id = parseCookie(readHeader(headers, "cookie") ?? "")[DEVICE_COOKIE];
  return id && UUID.test(id) ? id.toLowerCase() : null;
}
