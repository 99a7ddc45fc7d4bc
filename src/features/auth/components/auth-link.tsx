"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { type ReactNode, Suspense } from "react";
import { IntentPrefetchLink } from "@/components/ui/intent-prefetch-link";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { callbackUrlForPage } from "../callback-url-for-page";

type AuthLinkProps = { page: "/login" | "/register"; className?: string; children: ReactNode };

/**
 * A "Log in" or "Sign up" link that comes back to the page it was on (docs/security.md, "Sessions").
 * Its address changes with every screen, so it is fetched ahead only when about to be followed.
 * The query is read under Suspense, so pages rendered ahead of time still build: until the browser
 * has it, the link returns to the path alone.
 */
export function AuthLink(props: AuthLinkProps) {
  return (
    <Suspense fallback={<PathOnlyLink {...props} />}>
      <FullAddressLink {...props} />
    </Suspense>
  );
}

function PathOnlyLink({ page, className, children }: AuthLinkProps) {
  const pathname = usePathname();
  return (
    <IntentPrefetchLink
      href={authPageHref(page, callbackUrlForPage(pathname, ""))}
      className={className}
    >
      {children}
    </IntentPrefetchLink>
  );
}

function FullAddressLink({ page, className, children }: AuthLinkProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return (
    <IntentPrefetchLink
      href={authPageHref(page, callbackUrlForPage(pathname, search))}
      className={className}
    >
      {children}
    </IntentPrefetchLink>
  );
}
