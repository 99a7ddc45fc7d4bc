import "server-only";
import { roomTitle, SENTIMENT_ACCOUNT_AGE_MS } from "@/features/chat";
import { countRoomActivity, readRoomSentiment } from "@/features/chat/server";
import type { Database } from "@/server/db/create-database";
import { CHAT_COUNT_SOURCE, chatRoomAlertKinds } from "../../alert-kinds";
import { type ChatRoomAlert, listChatRoomAlerts } from "../data/list-chat-room-alerts";
import { deliverTriggers } from "../deliver/deliver-triggers";
import { recordTriggers } from "../mutations/record-triggers";
import type { StateChange } from "./evaluate-batch";
import { judgeSentimentFlip, type Majority } from "./judge-sentiment-flip";
import { judgeVolumeSpike } from "./judge-volume-spike";
import { occurrenceOf } from "./occurrence-of";
import { readPlanStanding } from "./read-plan-standing";

type Judged = { message: string | null; change: StateChange };
const one = (value: number) => value.toFixed(1);

/** One room alert against its room's counts: the message when it fires, and what to remember. */
function judge(
  alert: ChatRoomAlert,
  activity: { lastHour: number; weekBefore: number },
  votes: { bullish: number; bearish: number } | undefined,
): Judged {
  const base = { alertId: alert.id, symbol: alert.room, basePrice: null };
  const room = `${roomTitle(alert.room)} chat`;
  if (alert.kind === "chat_sentiment_flip") {
    const counted = votes ?? { bullish: 0, bearish: 0 };
    const judged = judgeSentimentFlip(alert.majority as Majority | null, counted);
    const change = { ...base, armed: true, majority: judged.majority };
    if (!judged.fired) return { message: null, change };
    const was = judged.majority === "bullish" ? "bearish" : "bullish";
    return {
      message: `${room} turned ${judged.majority} (was ${was}): ${counted.bullish} bullish and ${counted.bearish} bearish accounts over 24 hours`,
      change,
    };
  }
  const judged = judgeVolumeSpike(activity, Number(alert.params.multiple), alert.armed ?? true);
  const change = { ...base, armed: judged.armed, majority: null };
  if (!judged.fired) return { message: null, change };
  const against =
    judged.hourlyAverage === 0
      ? "none in the 7 days before"
      : `${one(activity.lastHour / judged.hourlyAverage)}× its hourly average of ${one(judged.hourlyAverage)} over the 7 days before`;
  return {
    message: `${room} had ${activity.lastHour} messages in the last hour, ${against}`,
    change,
  };
}

/**
 * The chat room alerts' job (docs/alerts.md#chat-alerts), every minute: each watched room's counts
 * read once (activity for volume spikes, the chat's own sentiment for flips), each alert judged
 * against what it remembers, and states and triggers written in one statement as the quote
 * evaluator writes them, so a run repeated or run on two nodes fires once; new triggers delivered.
 * None beyond what the owner's plan keeps.
 */
export async function runChatAlerts(
  db: Database,
  now = new Date(),
  deliver: (db: Database, ids: string[]) => Promise<void> = deliverTriggers,
): Promise<{ fired: number }> {
  const { unchecked } = await readPlanStanding(db, [...chatRoomAlertKinds]);
  const alerts = (await listChatRoomAlerts(db)).filter((alert) => !unchecked.has(alert.id));
  if (alerts.length === 0) return { fired: 0 };
  const roomsOf = (kind: ChatRoomAlert["kind"]) => [
    ...new Set(alerts.filter((alert) => alert.kind === kind).map((alert) => alert.room)),
  ];
  const ageRule = { now, minAccountAgeMs: SENTIMENT_ACCOUNT_AGE_MS };
  const activity = await countRoomActivity(db, {
    rooms: roomsOf("chat_volume_spike"),
    ...ageRule,
  });
  const votes = new Map<string, { bullish: number; bearish: number }>();
  for (const room of roomsOf("chat_sentiment_flip"))
    votes.set(room, await readRoomSentiment(db, { room, ...ageRule }));
  const judged = alerts.map((alert) => ({
    alert,
    ...judge(
      alert,
      activity.get(alert.room) ?? { lastHour: 0, weekBefore: 0 },
      votes.get(alert.room),
    ),
  }));
  const firings = judged.flatMap(({ alert, message }) =>
    message === null
      ? []
      : [
          {
            alertId: alert.id,
            userId: alert.userId,
            symbol: alert.room,
            occurrence: occurrenceOf(alert.frequency, now),
            message,
            price: null,
            gapped: false,
            quoteAsOf: now,
            quoteSource: CHAT_COUNT_SOURCE,
          },
        ],
  );
  const changes = judged
    .filter(
      ({ alert, change }) =>
        change.armed !== (alert.armed ?? true) || change.majority !== (alert.majority ?? null),
    )
    .map(({ change }) => change);
  const ids = await recordTriggers(db, firings, changes);
  if (ids.length > 0) await deliver(db, ids);
  return { fired: ids.length };
}
