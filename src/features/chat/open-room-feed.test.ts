import superjson from "superjson";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatStreamEvent } from "./chat-views";
import { type FeedStatus, openRoomFeed, POLL_MS, STREAM_RETRY_MS } from "./open-room-feed";

/** Just enough of an EventSource for the feed: the test plays the server. */
class FakeStream {
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, () => void>();
  constructor(readonly url: string) {}
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  send(event: ChatStreamEvent) {
    this.onmessage?.({ data: JSON.stringify(superjson.serialize(event)) } as MessageEvent<string>);
  }
}

const removed = (seq: number): ChatStreamEvent => ({ seq, kind: "removed", id: seq });

function setUp() {
  const streams: FakeStream[] = [];
  const statuses: FeedStatus[] = [];
  const applied: ChatStreamEvent[] = [];
  let seq = 7;
  const poll = vi.fn(async (after: number) => ({ events: [removed(after + 1)], more: false }));
  const onCaughtUp = vi.fn();
  const onReset = vi.fn(async () => {
    seq = 100;
  });
  const stop = openRoomFeed({
    room: "BRK.B",
    cursor: () => seq,
    onEvents: (events) => {
      applied.push(...events);
      seq = Math.max(seq, ...events.map((event) => event.seq));
    },
    onReset,
    poll,
    onStatus: (status) => statuses.push(status),
    onCaughtUp,
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream as unknown as EventSource;
    },
  });
  return {
    streams,
    statuses,
    applied,
    poll,
    onReset,
    onCaughtUp,
    stop,
    latest: () => streams.at(-1)!,
  };
}

describe("openRoomFeed", () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it("streams from the cursor, hands over each event and says when it has caught up", () => {
    const feed = setUp();
    expect(feed.latest().url).toBe("/api/chat/stream?room=BRK.B&after=7");
    feed.latest().onopen?.();
    feed.latest().send(removed(8));
    expect(feed.applied).toEqual([removed(8)]);
    expect(feed.statuses).toEqual(["connecting", "live"]);
    // Open, and with an event, is not yet caught up: the server says when all it missed is sent.
    expect(feed.onCaughtUp).not.toHaveBeenCalled();
    feed.latest().listeners.get("caught-up")?.();
    expect(feed.onCaughtUp).toHaveBeenCalledOnce();
    feed.stop();
    expect(feed.latest().closed).toBe(true);
  });

  it("reloads the history on reset and reopens from the new cursor", async () => {
    const feed = setUp();
    feed.latest().listeners.get("reset")?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.onReset).toHaveBeenCalledOnce();
    expect(feed.streams[0]?.closed).toBe(true);
    expect(feed.latest().url).toBe("/api/chat/stream?room=BRK.B&after=100");
    feed.stop();
  });

  it("polls after three failures to open, and tries the stream again a minute on", async () => {
    const feed = setUp();
    for (let i = 0; i < 3; i++) feed.latest().onerror?.();
    expect(feed.statuses.at(-1)).toBe("polling");
    await vi.advanceTimersByTimeAsync(0);
    // A poll's answer is everything up to now.
    expect(feed.onCaughtUp).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_MS * 2 + 10);
    expect(feed.poll.mock.calls.map(([after]) => after)).toEqual([7, 8, 9]);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(feed.streams).toHaveLength(2);
    expect(feed.latest().url).toMatch(/&after=\d+$/);
    feed.latest().onopen?.();
    const polls = feed.poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(feed.poll.mock.calls.length).toBeLessThanOrEqual(polls + 1);
    expect(feed.statuses.at(-1)).toBe("live");
    feed.stop();
  });

  it("reopens after a moment when the node says goodbye", async () => {
    const feed = setUp();
    feed.latest().onopen?.();
    feed.latest().listeners.get("bye")?.();
    expect(feed.streams[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(4_001);
    expect(feed.streams).toHaveLength(2);
    feed.stop();
  });
});
