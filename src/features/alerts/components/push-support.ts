/** Whether this browser can get push, or why not, in words the page shows (docs/alerts.md#web-push). */
export type PushSupport = { supported: true } | { supported: false; why: string };

/**
 * Reads the browser's abilities without asking anything: a service worker, the Push API and
 * notifications are all needed; iOS and iPadOS Safari have them only in a web app added to the Home
 * Screen, so there the page says how instead of offering a button that cannot work.
 */
export function detectPushSupport(): PushSupport {
  const apple =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
  const installed =
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (apple && !installed)
    return {
      supported: false,
      why: "On iPhone and iPad, push works only from the Home Screen: tap Share, then Add to Home Screen, and open Marketdesk from there.",
    };
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return {
      supported: false,
      why: "This browser can't receive push notifications. Alerts still reach you in the app and by mail.",
    };
  return { supported: true };
}

/** "Chrome on macOS": how the person tells their devices apart in the list. */
export function describeDevice(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "this device";
  return `${browser} on ${system}`;
}
