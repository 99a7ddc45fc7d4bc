"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/button-class";
import { UpgradePopover } from "@/features/billing/components";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";

/**
 * The watchlist's "Alert me at every target": one alert over the whole list, firing when any
 * row's price reaches its target, symbols added later included (docs/alerts.md#creating-and-managing-alerts).
 * A guest is offered the free account that has watchlist alerts; a refusal is the query client's toast.
 */
export function WatchlistTargetsAlertButton({
  watchlistId,
  targets,
}: {
  watchlistId: string;
  targets: number;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { identity } = useAppSession();
  const create = useMutation(
    trpc.alerts.createForWatchlistTargets.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() }),
      onSuccess: ({ created }) =>
        showToast({
          title: created ? "Alert set on every target" : "This list already has that alert",
          description: "You will hear when a symbol here reaches its target price.",
          tone: "info",
          action: { label: "See your alerts", href: "/alerts" },
        }),
    }),
  );
  const button = (
    <button
      type="button"
      disabled={create.isPending || targets === 0}
      title={targets === 0 ? "Give a symbol a target price first." : undefined}
      onClick={() => isRegistered(identity) && create.mutate({ watchlistId, channels: ["in_app"] })}
      className={buttonClass({ variant: "secondary", size: "sm" })}
    >
      Alert me at every target
    </button>
  );
  // A refusal (the plan's watchlist alerts are taken) is said in the query client's toast.
  if (isRegistered(identity)) return button;
  return (
    <UpgradePopover planId="free" trigger={button}>
      Watchlist alerts come with a free account: one list&apos;s targets, by mail and push too.
    </UpgradePopover>
  );
}
