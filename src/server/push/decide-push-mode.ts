/** The three VAPID settings: a key pair and the contact push services may write to. */
const VAPID_SETTINGS = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;

export type PushSettings = Partial<Record<(typeof VAPID_SETTINGS)[number], string>>;
export type PushDecision =
  | { mode: "on"; publicKey: string; privateKey: string; subject: string; problems: [] }
  | {
      mode: "off";
      /** Why, in an operator's words (logs, docs); the page says only that push is off here. */
      reason: string;
      problems: Array<{ setting: string; message: string }>;
    };

/** A P-256 public key (65 bytes) and private key (32 bytes), base64url as web-push makes them. */
const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;
const SUBJECT = /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/;

/**
 * Whether this server sends web push (docs/alerts.md#web-push), failing closed: on only with all
 * three VAPID settings, well formed; none of them is "off"; some without the others stop start-up
 * naming what is missing, as the Stripe and Alpaca settings do. A settings check, so it stays
 * infrastructure next to env.ts.
 */
export function decidePushMode(settings: PushSettings): PushDecision {
  const present = VAPID_SETTINGS.filter((name) => settings[name]);
  if (present.length === 0)
    return {
      mode: "off",
      reason: "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set",
      problems: [],
    };
  const problems = VAPID_SETTINGS.filter((name) => !settings[name]).map((setting) => ({
    setting,
    message: `is missing: web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (${present[0]} is set)`,
  }));
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = settings;
  const subject = settings.VAPID_SUBJECT;
  if (publicKey && !PUBLIC_KEY.test(publicKey))
    problems.push({
      setting: "VAPID_PUBLIC_KEY",
      message: "must be a base64url P-256 public key (npx web-push generate-vapid-keys)",
    });
  if (privateKey && !PRIVATE_KEY.test(privateKey))
    problems.push({
      setting: "VAPID_PRIVATE_KEY",
      message: "must be a base64url P-256 private key (npx web-push generate-vapid-keys)",
    });
  if (subject && !SUBJECT.test(subject))
    problems.push({
      setting: "VAPID_SUBJECT",
      message: "must be a mailto: address or an https:// URL push services can reach you at",
    });
  if (problems.length > 0 || !publicKey || !privateKey || !subject)
    return { mode: "off", reason: "the VAPID settings are incomplete", problems };
  return { mode: "on", publicKey, privateKey, subject, problems: [] };
}
