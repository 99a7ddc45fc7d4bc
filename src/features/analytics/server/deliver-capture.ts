import { type HeldForward, sendToPosthog } from "./send-to-posthog";

/**
 * How a capture batch's forward ended: sent; worth sending again (PostHog unreachable, slower than
 * the timeout, or answering 429 or 5xx, which its docs ask clients to retry); or refused for good
 * (any other 4xx: the same bytes would be refused again).
 * @see https://posthog.com/docs/api/capture
 */
export type CaptureDelivery =
  | { outcome: "sent" }
  | { outcome: "retry"; reason: string }
  | { outcome: "refused"; status: number };

/** Forwards one capture batch to PostHog and says how it ended; never throws. */
export async function deliverCapture(
  host: string,
  forward: HeldForward,
  timeoutMs: number,
): Promise<CaptureDelivery> {
  try {
    const answer = await sendToPosthog(host, forward, timeoutMs);
    await answer.body?.cancel();
    if (answer.ok) return { outcome: "sent" };
    if (answer.status === 429 || answer.status >= 500)
      return { outcome: "retry", reason: `PostHog answered ${answer.status}` };
    return { outcome: "refused", status: answer.status };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { outcome: "retry", reason: reason.slice(0, 500) };
  }
}
