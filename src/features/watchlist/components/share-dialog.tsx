"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { track } from "@/lib/analytics/track";
import { useTRPC } from "@/lib/trpc/react";

type Props = { list: { id: string; name: string; shareToken: string | null; symbols: string[] } };

/**
 * The list's read-only link (docs/product.md#watchlists, "Sharing"): made on request, copied with
 * one button, and revoked with "Stop sharing", after which the old address shows nothing.
 */
export function ShareDialog({ list }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.watchlist.lists.queryKey() });
  const share = useMutation(
    trpc.watchlist.share.mutationOptions({
      onSuccess: () => track("watchlist_shared", { symbols: list.symbols.length }),
      onSettled: refresh,
    }),
  );
  const unshare = useMutation(trpc.watchlist.unshare.mutationOptions({ onSettled: refresh }));
  const token = unshare.isSuccess ? null : (share.data?.token ?? list.shareToken);
  // Rendered after hydration only (the lists wait for it), where the page knows its own origin.
  const link =
    token && typeof window !== "undefined"
      ? `${window.location.origin}/watchlists/shared/${token}`
      : null;

  async function copy() {
    if (!link) return;
    await navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <Dialog.Root onOpenChange={() => (setCopied(false), share.reset(), unshare.reset())}>
      <Dialog.Trigger className={buttonClass({ variant: "secondary", size: "sm" })}>
        Share
      </Dialog.Trigger>
      <DialogPanel width="w-[min(32rem,calc(100vw-2rem))]">
        <Dialog.Title className="text-lg font-semibold">Share {list.name}</Dialog.Title>
        <Dialog.Description className="text-sm text-slate-700 dark:text-slate-300">
          Anyone with the link sees the list&apos;s symbols and quotes, read-only, and can copy it
          into their own lists. Your notes and targets stay private. Search engines never index it.
        </Dialog.Description>
        {link ? (
          <>
            <label className="block text-sm font-medium">
              Link
              <input
                readOnly
                value={link}
                onFocus={(event) => event.target.select()}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
              />
            </label>
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={() => void copy()} className={buttonClass()}>
                {copied ? "Copied" : "Copy link"}
              </button>
              <button
                type="button"
                disabled={unshare.isPending}
                onClick={() => unshare.mutate({ id: list.id })}
                className={buttonClass({ variant: "secondary" })}
              >
                Stop sharing
              </button>
            </div>
            <p role="status" className="sr-only">
              {copied ? "Link copied" : ""}
            </p>
          </>
        ) : (
          <button
            type="button"
            disabled={share.isPending}
            onClick={() => share.mutate({ id: list.id })}
            className={buttonClass()}
          >
            {share.isPending
              ? "Making the link…"
              : unshare.isSuccess
                ? "Sharing stopped. Make a new link"
                : "Make a link"}
          </button>
        )}
        <Dialog.Close
          className="absolute top-4 right-4 rounded px-2 text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          aria-label="Close"
        >
          ×
        </Dialog.Close>
      </DialogPanel>
    </Dialog.Root>
  );
}
