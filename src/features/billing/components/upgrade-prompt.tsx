"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { AuthLink } from "@/features/auth/components";

type Props = {
  /** The cheapest plan that unlocks it (`data.upgrade.planId` of a refusal, or cheapestPlan). */
  planId: string;
  children: ReactNode;
  /** Beside the link, e.g. the popover's "Not now". */
  actions?: ReactNode;
};

/**
 * The one upsell (docs/product.md#plans): what is locked, in the caller's words, and a real link to
 * what unlocks it. A free account is the registration page, returning to this page afterwards so
 * the person carries on where they were; a paid plan is the plans page.
 */
export function UpgradePrompt({ planId, children, actions }: Props) {
  const link = buttonClass({ size: "sm" });
  return (
    <div className="space-y-3">
      <div>{children}</div>
      <div className="flex flex-wrap items-center gap-3">
        {planId === "free" ? (
          <AuthLink page="/register" className={link}>
            Create a free account
          </AuthLink>
        ) : (
          <Link href="/pricing" className={link}>
            See plans
          </Link>
        )}
        {actions}
      </div>
    </div>
  );
}
