import "server-only";
import { readSession } from "@/features/auth/server";
import { getClientIp } from "@/server/auth/client-ip";
import type { Database } from "@/server/db/create-database";
import { createStreamSlots } from "@/server/http/create-stream-slots";
import { EVENT_STREAM_HEADERS, plainTextAnswer as refuse } from "@/server/http/plain-text-answer";
import { logger } from "@/server/logger";
import { parseRoomName } from "../chat-room";
import type { ChatHub } from "./create-chat-hub";
import { isOpenRoom, readRoomSeq } from "./data";
import { openChatStream } from "./open-chat-stream";

/** Streams one node serves at most, and per IP: past them a reader polls instead (docs/security.md, "Input limits"). */
export const MAX_STREAMS_PER_NODE = 5_000;
export const MAX_STREAMS_PER_IP = 20;

/** A reader refused for too many streams polls, and tries a stream again a minute later. */
const STREAM_RETRY_SECONDS = "60";

/** A stream's starting point: the browser's Last-Event-ID on reconnect, else `?after=`, else now. */
function readAfter(request: Request, url: URL): number | null | "bad" {
  const text = request.headers.get("last-event-id") ?? url.searchParams.get("after");
  if (text === null || text === "") return null;
  return /^\d{1,15}$/.test(text) ? Number(text) : "bad";
}

/**
 * GET /api/chat/stream?room=AAPL&after=41: a room's live events as server-sent events
 * (docs/architecture.md#real-time). It reads the session as /api/trpc does, so moderators alone
 * get hidden messages; nothing may buffer or compress it on the way (`no-transform`).
 */
export function createChatStreamHandler({
  getDb,
  getHub,
  maxPerIp = MAX_STREAMS_PER_IP,
  maxPerNode = MAX_STREAMS_PER_NODE,
}: {
  getDb: () => Database;
  getHub: () => ChatHub;
  maxPerIp?: number;
  maxPerNode?: number;
}) {
  const slots = createStreamSlots({ maxPerIp, maxPerNode });
  return async function handleChatStream(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const room = parseRoomName(url.searchParams.get("room")?.slice(0, 16) ?? "");
    if (!room) return refuse(400, "Name a room: ?room=general or ?room=AAPL.");
    const after = readAfter(request, url);
    if (after === "bad")
      return refuse(400, "Last-Event-ID and ?after= are event numbers, such as 41.");
    const db = getDb();
    const hub = getHub();
    if (!(await isOpenRoom(db, room)))
      return refuse(
        404,
        "There is no chat room by that name: rooms are `general` and the listed symbols.",
      );
    const released = slots.take(getClientIp(request.headers));
    if (!released)
      return refuse(
        429,
        "Too many live streams are open from here. The room refreshes every few seconds instead.",
        { "retry-after": STREAM_RETRY_SECONDS },
      );
    try {
      const session = await readSession(db, request.headers);
      const body = await openChatStream({
        db,
        hub,
        room,
        afterSeq: after ?? (await readRoomSeq(db, room)),
        isModerator: session?.user.type === "admin",
        signal: request.signal,
        onClose: released,
      });
      return new Response(body, { headers: EVENT_STREAM_HEADERS });
    } catch (error) {
      released();
      logger.warn({ err: error, room }, "a chat stream could not be opened");
      return refuse(
        503,
        "The live stream is unavailable; the room refreshes every few seconds instead.",
      );
    }
  };
}
