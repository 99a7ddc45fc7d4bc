import "server-only";
import { getClientIp } from "@/server/auth/client-ip";
import type { Database } from "@/server/db/create-database";
import { createStreamSlots } from "@/server/http/create-stream-slots";
import { EVENT_STREAM_HEADERS, plainTextAnswer as refuse } from "@/server/http/plain-text-answer";
import { logger } from "@/server/logger";
import { listStoredSymbols } from "../data/quotes";
import type { QuoteHub } from "./create-quote-hub";
import { openQuoteStream } from "./open-quote-stream";
import type { PersonalEvents } from "./personal-events";
import { readStreamSymbols } from "./read-stream-symbols";

/** Streams one node serves at most, and per IP (docs/security.md, "Input limits"): a page beyond them keeps its rendered prices. */
export const MAX_QUOTE_STREAMS_PER_NODE = 5_000;
export const MAX_QUOTE_STREAMS_PER_IP = 20;

/** The browser's Last-Event-ID on reconnect, else 0 (every current quote). */
function readAfter(request: Request): number | "bad" {
  const text = request.headers.get("last-event-id");
  if (text === null || text === "") return 0;
  return /^\d{1,15}$/.test(text) ? Number(text) : "bad";
}

/**
 * GET /api/market/stream?symbols=AAPL,MSFT: live quotes of the symbols a page shows, as
 * server-sent events (docs/live-market.md#the-live-path-feed--database--page). Unknown symbols
 * are ignored; a page past the per-IP or per-node cap gets 429 and keeps its rendered prices.
 */
export function createQuoteStreamHandler({
  getDb,
  getHub,
  readPersonalEvents,
  maxPerIp = MAX_QUOTE_STREAMS_PER_IP,
  maxPerNode = MAX_QUOTE_STREAMS_PER_NODE,
}: {
  getDb: () => Database;
  getHub: () => QuoteHub;
  /** A signed-in page's own events (`?personal=1`), or null for a visitor: given by the route. */
  readPersonalEvents?: (request: Request, db: Database) => Promise<PersonalEvents | null>;
  maxPerIp?: number;
  maxPerNode?: number;
}) {
  const slots = createStreamSlots({ maxPerIp, maxPerNode });
  return async function handleQuoteStream(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const db = getDb();
    // docs/alerts.md#delivery-in-the-app: a signed-in page asks for its own events too, with or without symbols.
    const personal =
      params.get("personal") === "1" && readPersonalEvents
        ? await readPersonalEvents(request, db)
        : null;
    const named =
      personal && !params.get("symbols") ? [] : readStreamSymbols(params.get("symbols"));
    if ("error" in named) return refuse(400, named.error);
    const afterSeq = readAfter(request);
    if (afterSeq === "bad") return refuse(400, "Last-Event-ID is a quote number, such as 41.");
    const symbols = named.length > 0 ? await listStoredSymbols(db, named) : [];
    if (symbols.length === 0 && !personal)
      return refuse(400, "None of these symbols is listed here, so there is nothing to stream.");
    const released = slots.take(getClientIp(request.headers));
    if (!released)
      return refuse(
        429,
        "Too many live price streams are open from here; the prices shown stay as they are.",
        { "retry-after": "60" },
      );
    try {
      const body = await openQuoteStream({
        db,
        hub: getHub(),
        symbols,
        afterSeq,
        personal,
        signal: request.signal,
        onClose: released,
      });
      return new Response(body, { headers: EVENT_STREAM_HEADERS });
    } catch (error) {
      released();
      logger.warn({ err: error }, "a quote stream could not be opened");
      return refuse(
        503,
        "Live prices are unavailable right now; the prices shown stay as they are.",
      );
    }
  };
}
