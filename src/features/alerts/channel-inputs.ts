import { z } from "zod";
import { pageDirection } from "@/lib/validation/page-direction";
import { singleLineText } from "@/lib/validation/single-line-text";
import { CHANNEL_URL_MAX_LENGTH } from "./channel-limits";

/** Why `value` is not an https address we take, or null. */
function urlProblem(value: string, what: string): string | null {
  if (!URL.canParse(value)) return `The ${what} is not a web address.`;
  const url = new URL(value);
  if (url.protocol !== "https:") return `The ${what} must start with https://.`;
  if (url.username || url.password) return `The ${what} must not carry a user name or password.`;
  return null;
}

/** An https address of at most 2,048 characters with no user name or password, as the browser normalises it. */
export const httpsUrl = (what: string) =>
  z
    .string({ message: `Enter the ${what}.` })
    .trim()
    .max(CHANNEL_URL_MAX_LENGTH, `The ${what} is longer than 2,048 characters.`)
    .transform((value, ctx) => {
      const problem = urlProblem(value, what);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return new URL(value).href;
    })
    .pipe(z.string().max(CHANNEL_URL_MAX_LENGTH, `The ${what} is longer than 2,048 characters.`));

export const webhookUrlInput = httpsUrl("webhook address");
export const channelId = z.uuid("That is not one of your devices or webhooks.");

/** A browser's PushSubscription as its toJSON() gives it, and a label for the device. */
export const pushSubscriptionInput = z.object({
  endpoint: httpsUrl("push address"),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "The browser's push key is not valid."),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, "The browser's push secret is not valid."),
  }),
  label: singleLineText({ max: 80, what: "device name" }).pipe(
    z.string().min(1, "Name this device."),
  ),
});

export const deliveryLogInput = z.object({
  endpointId: channelId.optional(),
  cursor: z.object({ createdAt: z.date(), id: z.uuid() }).optional(),
  direction: pageDirection,
});
