import type { DeliveryOutcome } from "../alert-kinds";

type Tone = "good" | "danger" | "warning" | "neutral";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A delivery's outcome as the page says it: a badge, and its status code and time. */
export function describeDelivery({
  outcome,
  statusCode,
  at,
}: {
  outcome: DeliveryOutcome;
  statusCode: number | null;
  at: Date;
}): { label: string; tone: Tone; detail: string } {
  const label =
    outcome === "sent"
      ? "Delivered"
      : outcome === "failed"
        ? "Failed"
        : outcome === "pending"
          ? "Retrying"
          : "Skipped";
  const tone: Tone =
    outcome === "sent"
      ? "good"
      : outcome === "failed"
        ? "danger"
        : outcome === "pending"
          ? "warning"
          : "neutral";
  const code = statusCode === null ? "no answer" : `HTTP ${statusCode}`;
  return { label, tone, detail: `${code} · ${dateTime.format(at)}` };
}
