// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import {
  PathnameContext,
  SearchParamsContext,
} from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { afterEach, expect, it } from "vitest";
import type { Identity } from "@/lib/session/identity";
import { SessionContext } from "@/lib/session/session-context";
import { TRPCProvider } from "@/lib/trpc/react";
import type { AppRouter } from "@/lib/trpc/router-types";
import { rememberPendingSave } from "../pending-screen-save";
import { DEFAULT_SCREEN, type ScreenState, screenFromSearchParams } from "../screen-url-state";
import { ScreenActions } from "./screen-actions";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const member: Identity = { status: "authenticated", id: "m-1", type: "authenticated" };
const visitor: Identity = { status: "unauthenticated", id: "guest", type: "guest" };

/**
 * ScreenActions at `/screener?<query>` for `identity`, with the server as this needs it (no saved
 * screens yet, and saves that stay on their way) and the App Router's contexts recording where it
 * is sent: what the component reads and does, without a browser.
 */
function renderActions(
  identity: Identity,
  query = "",
  state: ScreenState = screenFromSearchParams(new URLSearchParams(query)),
  plan: { canExport: boolean; planPending?: boolean } = { canExport: true },
) {
  const saves: unknown[] = [];
  const visits: Array<[string, string]> = [];
  const server: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        if (op.path === "screener.save") saves.push(op.input);
        else observer.next({ result: { type: "data", data: [] } });
      });
  const record = (kind: string) => (href: string) => void visits.push([kind, href]);
  const router = {
    push: record("push"),
    replace: record("replace"),
    prefetch: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    refresh: () => undefined,
  } as unknown as AppRouterInstance;
  const queryClient = new QueryClient();
  render(
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value="/screener">
        <SearchParamsContext.Provider value={new URLSearchParams(query)}>
          <QueryClientProvider client={queryClient}>
            <TRPCProvider
              trpcClient={createTRPCClient<AppRouter>({ links: [server] })}
              queryClient={queryClient}
            >
              <SessionContext.Provider
                value={{ identity, fromDevice: false, signOut: async () => true }}
              >
                <ScreenActions state={state} {...plan} onLoad={() => undefined} />
              </SessionContext.Provider>
            </TRPCProvider>
          </QueryClientProvider>
        </SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  );
  return { saves, visits };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

it("saves once on a double click of Save: the second submit never reaches the server", async () => {
  const { saves } = renderActions(member, "", DEFAULT_SCREEN);
  fireEvent.click(screen.getByRole("button", { name: "Save screen" }));
  fireEvent.change(screen.getByLabelText("Screen name"), { target: { value: "Cheap tech" } });
  const save = screen.getByRole("button", { name: "Save" });
  fireEvent.click(save);
  fireEvent.click(save); // the same tick: React has not rendered the pending state yet
  await settle();
  expect(saves).toHaveLength(1);
  expect((save as HTMLButtonElement).disabled).toBe(true); // and stays disabled while the save is pending
});

it("sends a visitor who names a screen to sign up, with the way back to this screen and the intent to save it", async () => {
  const { saves, visits } = renderActions(visitor, "sector=Energy&cols=symbol,peRatio");
  fireEvent.click(screen.getByRole("button", { name: "Save screen" }));
  fireEvent.change(screen.getByLabelText("Screen name"), { target: { value: "Energy value" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign up to save" }));
  await settle();
  expect(saves).toHaveLength(0);
  const [[kind, href]] = visits as [[string, string]];
  expect(kind).toBe("push");
  const target = new URL(href, "https://md.example");
  expect(target.pathname).toBe("/register");
  const back = new URL(target.searchParams.get("callbackUrl")!, "https://md.example");
  expect(back.pathname).toBe("/screener");
  expect(back.searchParams.get("sector")).toBe("Energy");
  expect(back.searchParams.get("cols")).toBe("symbol,peRatio");
  expect(back.searchParams.get("save")).toBe("1");
  expect(sessionStorage.length).toBe(1);
});

it("back from signing up, saves the waiting screen with its columns and takes the marker out of the URL", async () => {
  rememberPendingSave("Energy value");
  const { saves, visits } = renderActions(member, "sector=Energy&cols=symbol,peRatio&save=1");
  await settle();
  expect(saves).toEqual([
    {
      name: "Energy value",
      state: expect.objectContaining({
        filter: { sectors: ["Energy"] },
        columns: ["symbol", "peRatio"],
      }),
    },
  ]);
  expect(visits).toEqual([["replace", "/screener?sector=Energy&cols=symbol%2CpeRatio"]]);
  expect(sessionStorage.length).toBe(0);
});

it("saves nothing for a shared link with the marker: only this tab's own intent counts", async () => {
  const { saves, visits } = renderActions(member, "sector=Energy&save=1");
  await settle();
  expect(saves).toHaveLength(0);
  expect(visits).toEqual([["replace", "/screener?sector=Energy"]]);
});

it("shows a paying person no lock while their plan loads: Export CSV waits, disabled", async () => {
  renderActions(member, "", DEFAULT_SCREEN, { canExport: false, planPending: true });
  const waiting = screen.getByRole("button", { name: "Export CSV" }) as HTMLButtonElement;
  expect(waiting.disabled).toBe(true);
  expect(screen.queryByRole("button", { name: /locked/ })).toBeNull();
  cleanup();
  renderActions(member, "", DEFAULT_SCREEN, { canExport: false });
  expect(screen.getByRole("button", { name: "Export CSV, locked" })).toBeTruthy();
});
