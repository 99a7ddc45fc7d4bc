"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { authPageHref } from "../auth-page-href";
import { callbackUrlForPage } from "../callback-url-for-page";

type AuthLinkProps = { page: "/login" | "/register"; className?: string; children: ReactNode };

/**
 * A "Log in" or "Sign up" link that comes back to the page it was on (docs/security.md, "Sessions").
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
    <Link href={authPageHref(page, callbackUrlForPage(pathname, ""))} className={className}>
      {children}
    </Link>
  );
}

function FullAddressLink({ page, className, children }: AuthLinkProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return (
    <Link href={authPageHref(page, callbackUrlForPage(pathname, search))} className={className}>
      {children}
    </Link>
  );
}
