/** The browser's subscription in the shape `alertChannels.subscribePush` takes. */
export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * Asks for the notification permission (only now, after the person pressed the button:
 * docs/alerts.md#web-push), then subscribes this browser through the service worker. Throws a
 * sentence the page shows when the person said no or the browser could not subscribe.
 */
export async function subscribeThisDevice(publicKey: string): Promise<DeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new Error(
      permission === "denied"
        ? "Notifications are blocked for this site. Allow them in your browser's site settings, then try again."
        : "Push stays off: the browser's question was closed without an answer.",
    );
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error("This browser gave no push address. Try again, or use another browser.");
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
