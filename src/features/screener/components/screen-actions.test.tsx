// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { SessionContext } from "@/lib/session/session-context";
import { TRPCProvider } from "@/lib/trpc/react";
import type { AppRouter } from "@/server/api/root";
import { DEFAULT_SCREEN } from "../screen-url-state";
import { ScreenActions } from "./screen-actions";

afterEach(cleanup);

it("saves once on a double click of Save: the second submit never reaches the server", async () => {
  const saves: unknown[] = [];
  // The server as this needs it: no saved screens yet, and a save that is still on its way.
  const server: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      if (op.path === "screener.save") saves.push(op.input);
      else observer.next({ result: { type: "data", data: [] } });
    });
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={createTRPCClient<AppRouter>({ links: [server] })} queryClient={queryClient}>
        <SessionContext.Provider value={{ identity: { status: "authenticated", id: "m-1", type: "authenticated" }, fromDevice: false, signOut: async () => undefined }}>
          <ScreenActions state={DEFAULT_SCREEN} canExport onLoad={() => undefined} />
        </SessionContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Save screen" }));
  fireEvent.change(screen.getByLabelText("Screen name"), { target: { value: "Cheap tech" } });
  const save = screen.getByRole("button", { name: "Save" });
  fireEvent.click(save);
  fireEvent.click(save); // the same tick: React has not rendered the pending state yet
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(saves).toHaveLength(1);
  expect((save as HTMLButtonElement).disabled).toBe(true); // and stays disabled while the save is pending
});
