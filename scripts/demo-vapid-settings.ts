import webpush from "web-push";

/**
 * The embedded demo's VAPID settings (docs/alerts.md#web-push): a key pair made on first start and
 * kept in DATA_DIR, so a browser's subscription survives restarts. Production sets its own, or has
 * push off (fail closed).
 */
export function demoVapidSettings(
  kept: (file: string, make: () => string) => string,
): Record<string, string> {
  const pair = JSON.parse(
    kept("vapid-keys.json", () => JSON.stringify(webpush.generateVAPIDKeys())),
  );
  return {
    VAPID_PUBLIC_KEY: String(pair.publicKey),
    VAPID_PRIVATE_KEY: String(pair.privateKey),
    VAPID_SUBJECT: "mailto:no-reply@marketdesk.localhost",
  };
}
