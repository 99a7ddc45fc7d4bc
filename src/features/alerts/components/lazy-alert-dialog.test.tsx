// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { usePreloadedAlertDialog } from "./lazy-alert-dialog";

/** Counts the form's loads: its module's factory runs when the form's code is first imported. */
const { loads } = vi.hoisted(() => ({ loads: { count: 0 } }));
vi.mock("./alert-dialog", () => {
  loads.count += 1;
  return { AlertDialog: () => null };
});

/** A task after whenBrowserIdle's fallback (jsdom has no requestIdleCallback): 200 ms. */
const pastIdle = () => new Promise((resolve) => setTimeout(resolve, 400));

it("loads the alert form when idle only for someone who can open it", async () => {
  const { rerender } = renderHook(({ wanted }) => usePreloadedAlertDialog(wanted), {
    initialProps: { wanted: false },
  });
  await pastIdle();
  expect(loads.count).toBe(0);
  rerender({ wanted: true });
  await waitFor(() => expect(loads.count).toBe(1));
});
