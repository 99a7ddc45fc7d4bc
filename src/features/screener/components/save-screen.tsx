"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { track } from "@/lib/analytics/track";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import { rememberPendingSave, SAVE_MARKER } from "../pending-screen-save";
import { type ScreenState, screenToSearchParams } from "../screen-url-state";
import { usePendingSave } from "./use-pending-save";

/**
 * "Save screen": names the screen and saves its filters, sort, view and columns. A visitor names
 * it too, then signs up and comes back to find it saved (docs/product.md#screener, "Saved screens").
 */
export function SaveScreen({ state }: { state: ScreenState }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const registered = isRegistered(useAppSession().identity);
  const [naming, setNaming] = useState(false);
  // Set in the handler itself: `save.isPending` and the disabled button only arrive with the next
  // render, and a double click submits twice before it: the screen was saved, then the second failed.
  const saving = useRef(false);
  const save = useMutation(
    trpc.screener.save.mutationOptions({
      onSuccess: async (_data, variables) => {
        track("screener_saved", { name_length: variables.name.length });
        setNaming(false);
        showToast({
          title: "Screen saved",
          description: `“${variables.name}” is in your saved screens.`,
          tone: "info",
        });
        // Right after signing up the list's first fetch can be on its way while this save lands: a
        // refetch would join it (TanStack dedupes a query's first fetch) and show the list without
        // this screen, so that fetch is cancelled first.
        const savedList = trpc.screener.saved.queryFilter();
        await queryClient.cancelQueries(savedList);
        await queryClient.invalidateQueries(savedList);
      },
    }),
  );
  const { page: _page, ...keep } = state;
  const saveAs = (name: string) => {
    if (saving.current) return;
    saving.current = true;
    save.mutate({ name, state: keep }, { onSettled: () => void (saving.current = false) });
  };
  usePendingSave(registered, saveAs);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (registered) return saveAs(name);
    // The screen itself travels in the way back; the name waits in this tab.
    rememberPendingSave(name);
    const back = new URLSearchParams(screenToSearchParams(state));
    back.set(SAVE_MARKER, "1");
    router.push(authPageHref("/register", `/screener?${back.toString()}`));
  }

  const button = buttonClass({ variant: "secondary", size: "sm" });
  if (!naming)
    return (
      <button type="button" onClick={() => setNaming(true)} className={button}>
        Save screen
      </button>
    );
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <input
        name="name"
        aria-label="Screen name"
        placeholder="Name this screen"
        maxLength={80}
        required
        autoFocus
        className="w-44 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <button type="submit" disabled={save.isPending} className={button}>
        {registered ? "Save" : "Sign up to save"}
      </button>
      <button
        type="button"
        onClick={() => setNaming(false)}
        className="text-sm text-slate-600 hover:underline dark:text-slate-400"
      >
        Cancel
      </button>
    </form>
  );
}
