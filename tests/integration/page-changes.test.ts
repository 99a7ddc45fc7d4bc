import { afterAll, beforeAll, expect, it } from "vitest";
import { finishMarketRefresh, startMarketRefresh } from "@/features/market/server/mutations";
import { createQuoteWriter } from "@/features/market/server/quotes/create-quote-writer";
import { listenForPageChanges } from "@/features/market/server/quotes/listen-for-page-changes";
import type { PageChange } from "@/server/http/page-cache/create-page-cache";
import { onPageChange } from "@/server/http/page-cache/page-changes";
import { insertListedSecurity } from "./chat-helpers";
import { scriptedQuote } from "./scripted-quote-feed";
import { describeEachDatabase } from "./test-databases";

/** docs/scaling.md#cached-pages: the page cache hears a quote batch and a finished refresh, written anywhere. */
describeEachDatabase("what makes cached pages stale", (getHandle) => {
  const heard: PageChange[] = [];
  beforeAll(async () => {
    onPageChange((change) => heard.push(change));
    await listenForPageChanges(getHandle().listen);
    await insertListedSecurity(getHandle().db, "PAGEA");
  });
  afterAll(() => {
    heard.length = 0;
  });

  it("hears each quote batch, and a refresh only once it succeeded", async () => {
    const writer = createQuoteWriter({ db: getHandle().db, foldMs: 60_000 });
    writer.write([scriptedQuote("PAGEA", 10)]);
    await writer.close();
    await expect.poll(() => heard).toContain("quotes");
    const failed = await startMarketRefresh(getHandle().db, "test");
    await finishMarketRefresh(getHandle().db, failed!, "the provider refused");
    const succeeded = await startMarketRefresh(getHandle().db, "test");
    await finishMarketRefresh(getHandle().db, succeeded!, null);
    await expect.poll(() => heard.filter((change) => change === "market")).toEqual(["market"]);
  });
});
