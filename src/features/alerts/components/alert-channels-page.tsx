"use client";

import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { PushDevicesPanel } from "./push-devices-panel";
import { WebhooksPanel } from "./webhooks-panel";

/**
 * /alerts/channels: where alerts go beyond the app and mail (docs/alerts.md#web-push,
 * docs/alerts.md#webhooks). Push and webhooks belong to an account: guests get alerts in the app.
 */
export function AlertChannelsPage() {
  const { identity } = useAppSession();
  if (identity.status !== "authenticated" || !isRegistered(identity))
    return (
      <div className={panelClass()}>
        <h2 className="font-semibold">Push and webhooks need an account</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Log in or create a free account to get alerts as push notifications. Guests get alerts in
          the app.
        </p>
        <Link href="/login?callbackUrl=/alerts/channels" className={`mt-4 ${buttonClass()}`}>
          Log in
        </Link>
      </div>
    );
  return (
    <div className="space-y-6">
      <PushDevicesPanel />
      <WebhooksPanel />
    </div>
  );
}
