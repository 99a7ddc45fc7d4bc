import type { Server } from "node:http";
import { decode, encode } from "@msgpack/msgpack";
import { type WebSocket, WebSocketServer } from "ws";

type Channels = { trades: string[]; quotes: string[]; bars: string[] };
type Mode = "normal" | "refuse-key" | "connection-limit";

/**
 * Alpaca's stock stream on the fake's HTTP server (/v2/iex and /v2/sip): msgpack frames, each
 * message an array of objects. On connect `success/connected`; `auth` answers
 * `success/authenticated`, or `error` 402 (wrong key) or 406 (connection limit) and closes;
 * `subscribe`/`unsubscribe` answer `subscription` with every channel's symbols, or 405 past
 * `symbolLimit`; before auth, 401. Tests push trades, quotes and minute bars (`b`, stamped with
 * the minute's start, as Alpaca sends each once its minute is over) to every subscribed
 * connection, and drop connections.
 * @see https://docs.alpaca.markets/docs/streaming-market-data
 */
export function startFakeAlpacaStream(server: Server, key: { keyId: string; secret: string }) {
  const sockets = new WebSocketServer({ noServer: true });
  const subscribed = new Map<WebSocket, Channels>();
  const received: Array<Record<string, unknown>> = [];
  let mode: Mode = "normal";
  let symbolLimit = 30; // a free key's, on IEX
  let connections = 0;
  let newest: WebSocket | null = null;

  const send = (socket: WebSocket, ...frames: object[]) => socket.send(encode(frames));

  server.on("upgrade", (request, socket, head) => {
    if (!/^\/v2\/(iex|sip)$/.test(request.url ?? "")) return socket.destroy();
    sockets.handleUpgrade(request, socket, head, (ws) => {
      connections += 1;
      newest = ws;
      send(ws, { T: "success", msg: "connected" });
      ws.on("message", (data) => answer(ws, decode(data as Buffer) as Record<string, unknown>));
      ws.on("close", () => subscribed.delete(ws));
    });
  });

  function answer(ws: WebSocket, message: Record<string, unknown>) {
    received.push(message);
    if (message.action === "auth") {
      if (mode === "connection-limit") {
        send(ws, { T: "error", code: 406, msg: "connection limit exceeded" });
        return ws.close();
      }
      if (mode === "refuse-key" || message.key !== key.keyId || message.secret !== key.secret) {
        send(ws, { T: "error", code: 402, msg: "auth failed" });
        return ws.close();
      }
      subscribed.set(ws, { trades: [], quotes: [], bars: [] });
      return send(ws, { T: "success", msg: "authenticated" });
    }
    const current = subscribed.get(ws);
    if (!current) return send(ws, { T: "error", code: 401, msg: "not authenticated" });
    const channels = { ...current };
    for (const name of ["trades", "quotes", "bars"] as const) {
      const symbols = (message[name] as string[] | undefined) ?? [];
      if (message.action === "subscribe")
        channels[name] = [...new Set([...channels[name], ...symbols])];
      if (message.action === "unsubscribe")
        channels[name] = channels[name].filter((s) => !symbols.includes(s));
    }
    // Past the plan's limit the subscription is refused and stays as it was.
    if (new Set([...channels.trades, ...channels.quotes, ...channels.bars]).size > symbolLimit)
      return send(ws, { T: "error", code: 405, msg: "symbol limit exceeded" });
    subscribed.set(ws, channels);
    send(ws, {
      T: "subscription",
      ...channels,
      updatedBars: [],
      dailyBars: [],
      statuses: [],
      lulds: [],
      corrections: [],
      cancelErrors: [],
    });
  }

  /** Sends a frame to every connection subscribed to its symbol on `channel`. */
  function push(channel: keyof Channels, frame: { S: string }) {
    for (const [ws, channels] of subscribed)
      if (channels[channel].includes(frame.S)) send(ws, frame);
  }

  return {
    setMode: (next: Mode) => void (mode = next),
    setSymbolLimit: (limit: number) => void (symbolLimit = limit),
    /** How many connections were opened, the last one's subscriptions, and every message received. */
    connections: () => connections,
    subscriptions: () => (newest && subscribed.get(newest)) ?? null,
    received,
    trade: (S: string, p: number, s: number, t: Date) =>
      push("trades", { T: "t", S, i: 7, x: "V", p, s, t, c: ["@"], z: "C" } as { S: string }),
    quote: (S: string, bp: number, ap: number, t: Date) =>
      push("quotes", { T: "q", S, bx: "V", bp, bs: 1, ax: "V", ap, as: 1, t, c: ["R"], z: "C" } as {
        S: string;
      }),
    bar: (
      S: string,
      t: Date,
      { o, h, l, c, v }: { o: number; h: number; l: number; c: number; v: number },
    ) =>
      push("bars", { T: "b", S, o, h, l, c, v, t, n: Math.ceil(v / 100), vw: (h + l + c) / 3 } as {
        S: string;
      }),
    /** Ends every connection as a network drop does (no close frame). */
    drop: () => {
      for (const ws of sockets.clients) ws.terminate();
    },
    close: () => {
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}
