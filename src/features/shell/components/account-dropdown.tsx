"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSession } from "next-auth/react";
import { useEffect } from "react";
import { MenuPanel } from "@/components/ui/menu-panel";
import { useHydrated } from "@/components/ui/use-hydrated";
import { plans } from "@/features/billing";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { applyTheme } from "../apply-theme";

const itemClass =
  "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/** For anyone with a session (a guest or an account): a menu with the account and "Sign out". */
export function AccountDropdown() {
  const { identity, signOut } = useAppSession();
  const trpc = useTRPC();
  const me = useQuery({
    ...trpc.account.me.queryOptions(),
    enabled: identity.status === "authenticated",
  });
  const planId = useQuery({
    ...trpc.stripe.getEntitlements.queryOptions(),
    enabled: isRegistered(identity),
  }).data?.planId;
  // The theme saved on the account follows the person to this device.
  const savedTheme = me.data?.theme;
  useEffect(() => {
    if (savedTheme) applyTheme(savedTheme);
  }, [savedTheme]);

  // Named from the session, which the server rendered with: this menu's code arrives after the
  // cache is restored, and naming it from the restored `account.me` broke hydration (React #418).
  // Only offline, with no session to read, the restored account names it, once hydrated.
  const hydrated = useHydrated();
  const person = useSession().data?.user ?? (hydrated ? me.data : undefined);
  const isGuest = !isRegistered(identity);
  const label = isGuest ? "Guest" : (person?.name ?? person?.email ?? "Account");
  return (
    <DropdownMenu.Root>
      {/* Unavailable until hydrated: a click before then would be lost, so it is not offered. */}
      <DropdownMenu.Trigger
        aria-disabled={hydrated ? undefined : true}
        className="focus-visible:outline-brand-500 inline-flex max-w-36 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className="bg-brand-100 text-brand-700 dark:bg-brand-700 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold uppercase dark:text-white"
        >
          {label.slice(0, 1)}
        </span>
        {/* Named by its own text, not aria-label: axe (label-content-name-mismatch) wants the visible initial and name inside a label. */}
        <span className="sr-only">Account menu: {label}</span>
        <span aria-hidden="true" className="hidden truncate sm:inline">
          {label}
        </span>
      </DropdownMenu.Trigger>
      <MenuPanel>
        <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500 dark:text-slate-400">
          {isGuest ? "Browsing as a guest" : (person?.email ?? "Signed in")}
          {/* The plan's name, as on the account page (docs/product.md#plans). */}
          {!isGuest && planId && (
            <span className="mt-0.5 block font-semibold text-slate-700 dark:text-slate-300">
              {plans[planId].name} plan
            </span>
          )}
        </DropdownMenu.Label>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link href="/account">Account</Link>
        </DropdownMenu.Item>
        {identity.type === "admin" && (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/admin/analytics">Analytics</Link>
          </DropdownMenu.Item>
        )}
        {identity.type === "admin" && (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/admin/moderation">Chat moderation</Link>
          </DropdownMenu.Item>
        )}
        {identity.type === "admin" && (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/admin/affiliates">Affiliates</Link>
          </DropdownMenu.Item>
        )}
        {isGuest && (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/register">Create an account</Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
          Sign out
        </DropdownMenu.Item>
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
