import { describe, expect, it } from "vitest";
import type { ChatMessageView, ChatStreamEvent, HistoryPages } from "./chat-views";
import { mergeChatEvents } from "./merge-chat-events";

function message(id: number, body = `message ${id}`): ChatMessageView {
  return {
    id,
    room: "AAPL",
    author: { id: "00000000-0000-4000-8000-000000000001", name: "Ada", isAdmin: false },
    body,
    sentiment: null,
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, id)),
    editedAt: null,
    deleted: false,
    hidden: false,
    replyTo: null,
    prices: [],
  };
}

/** Pages of ids, newest first, each with the cursor history would give it. */
function pagesOf(...pages: { ids: number[]; nextCursor: number | null }[]): HistoryPages {
  return {
    pages: pages.map(({ ids, nextCursor }, index) => ({
      messages: ids.map((id) => message(id)),
      nextCursor,
      seq: index === 0 ? 10 : 5,
    })),
    pageParams: pages.map(() => null),
  };
}

const ids = (data: HistoryPages) => data.pages.map((page) => page.messages.map((m) => m.id));
const posted = (seq: number, id: number, body?: string): ChatStreamEvent => ({
  seq,
  kind: "posted",
  message: message(id, body),
});

describe("mergeChatEvents", () => {
  it("adds a new message at the top of the newest page and moves the cursor", () => {
    const next = mergeChatEvents(pagesOf({ ids: [5, 4], nextCursor: null }), [posted(11, 6)]);
    expect(ids(next)).toEqual([[6, 5, 4]]);
    expect(next.pages[0]?.seq).toBe(11);
  });

  it("never shows a message twice, however often its event arrives", () => {
    const once = mergeChatEvents(pagesOf({ ids: [5, 4], nextCursor: null }), [posted(11, 6)]);
    const twice = mergeChatEvents(once, [
      posted(11, 6),
      { seq: 12, kind: "edited", message: message(6, "again") },
    ]);
    expect(ids(twice)).toEqual([[6, 5, 4]]);
  });

  it("keeps messages in id order when events arrive out of order", () => {
    const next = mergeChatEvents(pagesOf({ ids: [5, 2], nextCursor: null }), [
      posted(11, 7),
      posted(12, 3),
      posted(13, 6),
    ]);
    expect(ids(next)).toEqual([[7, 6, 5, 3, 2]]);
  });

  it("replaces an edited message where it stands, on any page", () => {
    const next = mergeChatEvents(
      pagesOf({ ids: [9, 8], nextCursor: 8 }, { ids: [7, 6], nextCursor: null }),
      [{ seq: 11, kind: "edited", message: message(6, "better") }],
    );
    expect(ids(next)).toEqual([
      [9, 8],
      [7, 6],
    ]);
    expect(next.pages[1]?.messages[1]?.body).toBe("better");
  });

  it("takes a removed message out, and ignores a removal of one it never had", () => {
    const data = pagesOf({ ids: [9, 8], nextCursor: 8 }, { ids: [7, 6], nextCursor: null });
    const next = mergeChatEvents(data, [
      { seq: 11, kind: "removed", id: 7 },
      { seq: 12, kind: "removed", id: 42 },
    ]);
    expect(ids(next)).toEqual([[9, 8], [6]]);
    expect(next.pages[0]?.seq).toBe(12);
  });

  it("leaves out a message older than the loaded pages: its own page brings it", () => {
    const data = pagesOf({ ids: [9, 8], nextCursor: 8 });
    const next = mergeChatEvents(data, [{ seq: 11, kind: "restored", message: message(3) }]);
    expect(ids(next)).toEqual([[9, 8]]);
  });

  it("puts a message restored within the loaded range on the page that covers it", () => {
    const data = pagesOf({ ids: [9, 8], nextCursor: 8 }, { ids: [6, 4], nextCursor: 4 });
    const next = mergeChatEvents(data, [{ seq: 11, kind: "restored", message: message(5) }]);
    expect(ids(next)).toEqual([
      [9, 8],
      [6, 5, 4],
    ]);
  });

  it("shows a deletion as the placeholder it is", () => {
    const deleted = { ...message(5), body: null, deleted: true };
    const next = mergeChatEvents(pagesOf({ ids: [5, 4], nextCursor: null }), [
      { seq: 11, kind: "deleted", message: deleted },
    ]);
    expect(next.pages[0]?.messages[0]).toEqual(deleted);
  });

  describe("replies quoting a message that changes, on every loaded page", () => {
    const quoting = (id: number, quoted: number): ChatMessageView => ({
      ...message(id),
      replyTo: { id: quoted, authorName: "Ada", excerpt: `message ${quoted}` },
    });
    const data: HistoryPages = {
      pages: [
        { messages: [quoting(9, 4), message(8)], nextCursor: 8, seq: 10 },
        { messages: [quoting(6, 4), message(4)], nextCursor: 4, seq: 5 },
      ],
      pageParams: [null, null],
    };
    const excerpts = (next: HistoryPages) =>
      next.pages.flatMap((page) =>
        page.messages.flatMap((m) => (m.replyTo ? [m.replyTo.excerpt] : [])),
      );

    it.each<[string, ChatStreamEvent]>([
      [
        "deleted",
        { seq: 11, kind: "deleted", message: { ...message(4), body: null, deleted: true } },
      ],
      ["removed (hidden, to a reader)", { seq: 11, kind: "removed", id: 4 }],
      [
        "hidden (to a moderator)",
        { seq: 11, kind: "hidden", message: { ...message(4), hidden: true } },
      ],
    ])("says “message deleted” once it is %s", (_, event) => {
      expect(excerpts(mergeChatEvents(data, [event]))).toEqual([null, null]);
    });

    it("quotes the new words after an edit or a restore", () => {
      const edited = mergeChatEvents(data, [
        { seq: 11, kind: "removed", id: 4 },
        { seq: 12, kind: "restored", message: message(4, "back, and edited") },
      ]);
      expect(excerpts(edited)).toEqual(["back, and edited", "back, and edited"]);
    });
  });

  it("never moves the cursor back, and a write's own answer (seq 0) leaves it", () => {
    const data = pagesOf({ ids: [5], nextCursor: null });
    expect(mergeChatEvents(data, [posted(3, 6)]).pages[0]?.seq).toBe(10);
    expect(mergeChatEvents(data, [posted(0, 7)]).pages[0]?.seq).toBe(10);
  });

  it("answers the same object when nothing changed", () => {
    const data = pagesOf({ ids: [5], nextCursor: null });
    expect(mergeChatEvents(data, [])).toBe(data);
  });
});
