"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { panelClass } from "@/components/ui/panel-class";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useTRPC } from "@/lib/trpc/react";
import { describeDevice, detectPushSupport, type PushSupport } from "./push-support";
import { subscribeThisDevice } from "./subscribe-this-device";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * "Push on this device" (docs/alerts.md#web-push): the browser's permission is asked only when the
 * person presses the button; why push cannot work here is said instead of a dead button; and every
 * device with push on is listed with a way to remove it.
 */
export function PushDevicesPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const config = useQuery(trpc.alertChannels.pushConfig.queryOptions());
  const devices = useQuery({
    ...trpc.alertChannels.listPush.queryOptions(),
    refetchOnMount: "always",
  });
  // The browser's abilities exist only in the browser: read after hydration, so the server's HTML matches.
  const hydrated = useHydrated();
  const support: PushSupport | null = hydrated ? detectPushSupport() : null;
  const [ownEndpoint, setOwnEndpoint] = useState<string | null>(null);
  useEffect(() => {
    if (!detectPushSupport().supported) return;
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      const subscription = await registration?.pushManager.getSubscription();
      setOwnEndpoint(subscription?.endpoint ?? null);
    });
  }, []);
  const refresh = () => queryClient.invalidateQueries(trpc.alertChannels.listPush.queryFilter());
  const subscribe = useMutation(
    trpc.alertChannels.subscribePush.mutationOptions({ meta: { silentErrors: true } }),
  );
  const remove = useMutation(
    trpc.alertChannels.removePush.mutationOptions({ meta: { silentErrors: true } }),
  );
  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeThisDevice(publicKey);
      await subscribe.mutateAsync({ ...subscription, label: describeDevice(navigator.userAgent) });
      setOwnEndpoint(subscription.endpoint);
    },
    onSettled: refresh,
    meta: { silentErrors: true },
  });
  const serverOff = config.data && !config.data.available ? config.data.reason : null;
  const here = devices.data?.some((device) => device.endpoint === ownEndpoint) ?? false;

  return (
    <section aria-labelledby="push-heading" className={panelClass()}>
      <h2 id="push-heading" className="text-lg font-semibold">
        Push on this device
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Alerts as notifications from your browser, even when Marketdesk is closed.
      </p>
      <div className="mt-4 space-y-3">
        {serverOff ? (
          <ErrorNotice>{serverOff} Alerts still reach you in the app and by mail.</ErrorNotice>
        ) : support && !support.supported ? (
          <ErrorNotice>{support.why}</ErrorNotice>
        ) : here ? (
          <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            Push is on for this device.
          </p>
        ) : (
          <button
            type="button"
            disabled={!config.data?.available || !support || turnOn.isPending}
            onClick={() => config.data?.available && turnOn.mutate(config.data.publicKey)}
            className={buttonClass()}
          >
            {turnOn.isPending ? "Turning on…" : "Turn on push on this device"}
          </button>
        )}
        {turnOn.isError && <ErrorNotice>{turnOn.error.message}</ErrorNotice>}
        {remove.isError && <ErrorNotice>{remove.error.message}</ErrorNotice>}
      </div>
      <h3 className="mt-6 text-sm font-semibold">Devices with push</h3>
      <div className="mt-2">
        {devices.isPending ? (
          <LoadingBlock label="Loading your devices" height="h-14" />
        ) : devices.isError ? (
          <LoadFailure what="Your devices" query={devices} />
        ) : devices.data.length === 0 ? (
          <EmptyState>No device gets push yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {devices.data.map((device) => (
              <li
                key={device.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="text-sm">
                  {device.label}
                  {device.endpoint === ownEndpoint ? " (this device)" : ""}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    Since {dateFormat.format(device.createdAt)}
                  </span>
                </span>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: device.id }, { onSettled: refresh })}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                  aria-label={`Remove ${device.label}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
