"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { describeError } from "@/lib/query/describe-error";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";

/** "Copy to my lists" on a shared list: a visitor logs in or continues as a guest first and comes back here. */
export function CopySharedList({ token }: { token: string }) {
  const { identity } = useAppSession();
  const pathname = usePathname();
  const router = useRouter();
  const trpc = useTRPC();
  const copy = useMutation(
    trpc.watchlist.copyShared.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: (list) => router.push(`/watchlists?list=${encodeURIComponent(list.id)}`),
    }),
  );
  if (identity.status !== "authenticated") {
    return (
      <Link href={authPageHref("/login", pathname)} className={buttonClass()}>
        Copy to my lists
      </Link>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={copy.isPending}
        onClick={() => copy.mutate({ token })}
        className={buttonClass()}
      >
        {copy.isPending ? "Copying…" : "Copy to my lists"}
      </button>
      {copy.isError && <ErrorNotice>{describeError(copy.error).description}</ErrorNotice>}
    </div>
  );
}
