import { QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from "@tanstack/react-query-persist-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createIdbPersister } from "./create-idb-persister";

/** Private windows and full disks: the app must work on without persistence. */
describe("persistence when IndexedDB is missing or refuses", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("does nothing, and fails nothing, when the browser has no IndexedDB", async () => {
    vi.stubGlobal("indexedDB", undefined);
    const persister = createIdbPersister("nobody");
    const queryClient = new QueryClient();
    queryClient.setQueryData(["x"], 1);
    await expect(persistQueryClientSave({ queryClient, persister })).resolves.toBeUndefined();
    await expect(
      persistQueryClientRestore({ queryClient: new QueryClient(), persister }),
    ).resolves.toBeUndefined();
  });

  it("drops the write and reports the restore as failed when IndexedDB throws", async () => {
    vi.stubGlobal("indexedDB", {
      open() {
        throw new DOMException(
          "The user denied permission to access the database.",
          "SecurityError",
        );
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const persister = createIdbPersister("private-mode");
    const queryClient = new QueryClient();
    queryClient.setQueryData(["x"], 1);
    await expect(persistQueryClientSave({ queryClient, persister })).resolves.toBeUndefined();
    // RestoringQueryClientProvider catches this and renders with an empty cache.
    await expect(
      persistQueryClientRestore({ queryClient: new QueryClient(), persister }),
    ).rejects.toThrow();
  });
});
