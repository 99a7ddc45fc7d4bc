// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, QueryObserver } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createTRPCClient } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VISITOR } from "@/lib/session/identity";
import { SessionContext } from "@/lib/session/session-context";
import { TRPCProvider } from "@/lib/trpc/react";
import type { AppRouter } from "@/lib/trpc/router-types";
import { OfflineNotice } from "./offline-notice";

vi.mock("@/lib/session/use-server-reachable", () => ({
  useServerReachable: () => ({
    checking: false,
    reachable: false,
    databaseOk: false,
    answeredAt: 0,
  }),
}));

const HOUR = 3_600_000;
const now = Date.UTC(2025, 4, 1, 12);

/** A query as a mounted component holds it: observed, its answer from `updatedAt`. */
function shown(queryClient: QueryClient, queryKey: unknown[], updatedAt: number) {
  queryClient.setQueryData(queryKey, { at: updatedAt }, { updatedAt });
  return new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => new Promise(() => undefined),
    staleTime: Infinity,
  }).subscribe(() => undefined);
}

/** The notice's own wording and format, so the check reads what the person reads. */
const savedFrom = (time: number) =>
  `showing data from ${new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(time)}.`;
const notice = () => screen.getByRole("status").textContent;

afterEach(cleanup);

describe("the offline notice (docs/behaviour.md#offline-cache)", () => {
  it("dates the data by the oldest query on screen, not the health poll, and follows the cache", () => {
    const queryClient = new QueryClient();
    shown(queryClient, [["account", "me"], { type: "query" }], now - 3 * HOUR);
    shown(queryClient, [["screener", "run"], { type: "query" }], now - 1 * HOUR);
    shown(queryClient, [["health", "status"], { type: "query" }], now); // the poll: not data on screen
    queryClient.setQueryData([["portfolio"]], 1, { updatedAt: now - 9 * HOUR }); // cached, but not on screen
    render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider
          trpcClient={createTRPCClient<AppRouter>({ links: [] })}
          queryClient={queryClient}
        >
          <SessionContext.Provider
            value={{ identity: VISITOR, fromDevice: false, signOut: async () => true }}
          >
            <OfflineNotice />
          </SessionContext.Provider>
        </TRPCProvider>
      </QueryClientProvider>,
    );
    expect(notice()).toContain(savedFrom(now - 3 * HOUR));

    act(() =>
      queryClient.setQueryData(
        [["account", "me"], { type: "query" }],
        { at: now },
        { updatedAt: now },
      ),
    );
    expect(notice()).toContain(savedFrom(now - 1 * HOUR));
  });
});
