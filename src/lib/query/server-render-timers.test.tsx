// @vitest-environment node
import { useQuery } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppProviders } from "@/lib/session/app-providers";
import { useTRPC } from "@/lib/trpc/react";

/** A real query of the app, read during the server render as a page's component would. */
function PlanCatalogue() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.stripe.listPlans.queryOptions());
  return <p>{`plans:${plans.status}`}</p>;
}

/** One server render of the app's provider tree (a per-request query client) to its last byte. */
async function renderOnServer(): Promise<string> {
  const stream = await renderToReadableStream(
    <AppProviders session={null} analytics={null}>
      <PlanCatalogue />
    </AppProviders>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

const liveTimers = () =>
  process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("server renders (docs/security.md, Memory)", () => {
  it("leave no timers behind: 200 renders add no live timer", async () => {
    expect(typeof window).toBe("undefined"); // a server render, as Next does it
    expect(await renderOnServer()).toContain("plans:pending"); // the tree reached the query
    const before = liveTimers();
    for (let i = 0; i < 200; i += 1) await renderOnServer();
    // A timer per cached query (the browser's 24 h gcTime) would keep each request's client alive.
    expect(liveTimers() - before).toBe(0);
  });
});
