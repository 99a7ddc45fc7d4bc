import { CHAT_FLIP_MIN_ACCOUNTS } from "../../alert-kinds";

export type Majority = "bullish" | "bearish";

/**
 * docs/alerts.md#chat-alerts: a room's majority from its counted votes (the chat's own
 * readRoomSentiment): bullish or bearish when one side has more, none on a tie or with fewer than
 * CHAT_FLIP_MIN_ACCOUNTS counted accounts. A flip is a majority opposite to the one remembered; a
 * tie or too few votes keeps the remembered one, so bullish → tie → bearish is one flip, and the
 * first majority seen only records.
 */
export function judgeSentimentFlip(
  remembered: Majority | null,
  { bullish, bearish }: { bullish: number; bearish: number },
): { fired: boolean; majority: Majority | null } {
  const now: Majority | null =
    bullish + bearish < CHAT_FLIP_MIN_ACCOUNTS || bullish === bearish
      ? null
      : bullish > bearish
        ? "bullish"
        : "bearish";
  if (now === null) return { fired: false, majority: remembered };
  return { fired: remembered !== null && now !== remembered, majority: now };
}
