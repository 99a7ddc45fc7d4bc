import { afterEach, describe, expect, it, vi } from "vitest";
import { track } from "@/lib/analytics/track";
import { trackRestoredEdit } from "./track-restored-edit";

vi.mock("@/lib/analytics/track", () => ({ track: vi.fn() }));
afterEach(() => vi.mocked(track).mockClear());

describe("an offline edit restored after a reload and then saved (docs/product.md#watchlists, Events)", () => {
  it("is tracked as the call that made it would have tracked it, its source now unknown", () => {
    trackRestoredEdit(
      "addSymbols",
      { id: "l", symbols: ["NVDA", "AAPL"] },
      { id: "l", added: ["NVDA"], replayed: false },
    );
    trackRestoredEdit("removeSymbol", { id: "l", symbol: "MSFT" }, { ok: true });
    trackRestoredEdit("moveSymbol", { id: "l", symbol: "NVDA", toIndex: 0 }, { ok: true });
    trackRestoredEdit("rename", { id: "l", name: "Growth" }, { ok: true });
    expect(vi.mocked(track).mock.calls).toEqual([
      ["watchlist_symbol_added", { symbol: "NVDA", source: "restored" }],
      ["watchlist_symbol_removed", { symbol: "MSFT" }],
      ["watchlist_reordered", { method: "restored" }],
      ["watchlist_renamed", {}],
    ]);
  });

  it("tracks nothing for an edit the server had already applied (another tab sent it too), nor for a note", () => {
    trackRestoredEdit(
      "addSymbols",
      { id: "l", symbols: ["NVDA"] },
      { id: "l", added: ["NVDA"], replayed: true },
    );
    trackRestoredEdit("removeSymbol", { id: "l", symbol: "MSFT" }, { replayed: true });
    trackRestoredEdit("moveSymbol", { id: "l", symbol: "NVDA", toIndex: 0 }, { replayed: true });
    trackRestoredEdit("updateItem", { id: "l", symbol: "NVDA", note: "x" }, { ok: true });
    expect(track).not.toHaveBeenCalled();
  });
});
