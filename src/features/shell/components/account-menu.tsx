"use client";

import dynamic from "next/dynamic";
import { buttonClass } from "@/components/ui/button-class";
import { AuthLink } from "@/features/auth/components";
import { useAppSession } from "@/lib/session/session-context";

/** The menu's code (the dropdown library with its positioning) is only loaded for someone with a session. */
const AccountDropdown = dynamic(
  () => import("./account-dropdown").then((module) => module.AccountDropdown),
  {
    // The avatar's room while the code arrives (after signing in without a reload), so the header does not move.
    loading: () => <span aria-hidden="true" className="inline-block size-10" />,
  },
);

/** Log in / Sign up for a visitor; for anyone with a session, a menu with the account and "Sign out". */
export function AccountMenu() {
  const { identity } = useAppSession();
  if (identity.status !== "authenticated") {
    return (
      <>
        <AuthLink
          page="/login"
          className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          Log in
        </AuthLink>
        <span className="hidden sm:inline-flex">
          <AuthLink page="/register" className={buttonClass({ size: "sm" })}>
            Sign up
          </AuthLink>
        </span>
      </>
    );
  }

  return <AccountDropdown />;
}
