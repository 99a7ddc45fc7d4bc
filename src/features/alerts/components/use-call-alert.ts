"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatPrice } from "@/lib/format/format-market-number";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import { ALERT_COOLDOWN_MINUTES, CALL_ALERT_DEFAULT_PERCENT } from "../alert-kinds";

export type CallToWatch = { messageId: number; symbol: string; postedPrice: number };

/**
 * The chat's "Alert me when this call moves ±10 %" on one's own message: sets the call alert at
 * once (in the app, once) and says so with a link to the alerts, where it can be changed
 * (docs/alerts.md#chat-alerts). A refusal is the query client's toast.
 */
export function useCallAlert(): (call: CallToWatch) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.alerts.create.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() }),
    }),
  );
  return ({ messageId, symbol, postedPrice }) =>
    create.mutate(
      {
        source: "chat",
        alert: {
          kind: "call_moved",
          scope: "symbol",
          symbol,
          watchlistId: null,
          savedScreenId: null,
          params: { messageId, percent: CALL_ALERT_DEFAULT_PERCENT },
          frequency: "once",
          cooldownMinutes: ALERT_COOLDOWN_MINUTES.default,
          channels: ["in_app"],
          extendedHours: false,
          note: null,
        },
      },
      {
        onSuccess: () =>
          showToast({
            title: "Alert set",
            description: `You will hear when ${symbol} moves ±${CALL_ALERT_DEFAULT_PERCENT} % from your call at ${formatPrice(postedPrice)}.`,
            tone: "info",
            action: { label: "See your alerts", href: "/alerts" },
          }),
      },
    );
}
