"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often the demo mailbox looks for new mail. */
const REFRESH_MS = 3_000;

/** Re-renders the mailbox page from the server now and then, so new mail appears without a reload. */
export function MailboxRefresher() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
