"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { LineIcon } from "@/components/ui/line-icon";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { applyTheme } from "../apply-theme";

/** The <html> element's `dark` class is the one source of truth; this follows it. */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains("dark");

/** Switches between light and dark; remembers the choice on this device, and on the account when there is one. */
export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribeToTheme, isDark, () => false);
  const { identity } = useAppSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.account.savePreferences.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.account.me.queryFilter()),
    }),
  );

  function toggle() {
    const theme = isDark() ? "light" : "dark";
    applyTheme(theme);
    if (identity.status === "authenticated") save.mutate({ theme });
  }

  const label = dark ? "Switch to light theme" : "Switch to dark theme";
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="focus-visible:outline-brand-500 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <LineIcon className="size-5">
        {dark ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </LineIcon>
    </button>
  );
}
