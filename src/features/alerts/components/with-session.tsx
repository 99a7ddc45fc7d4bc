"use client";

import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { AuthLink } from "@/features/auth/components";
import { useAppSession } from "@/lib/session/session-context";

/** A page's part for anyone with a session (an account or a guest); a visitor is asked to log in. */
export function WithSession({ what, children }: { what: string; children: ReactNode }) {
  const { identity } = useAppSession();
  if (identity.status === "authenticated") return children;
  return (
    <EmptyState>
      <AuthLink
        page="/login"
        className="text-brand-700 dark:text-brand-500 font-semibold underline"
      >
        Log in
      </AuthLink>{" "}
      to see {what}.
    </EmptyState>
  );
}
