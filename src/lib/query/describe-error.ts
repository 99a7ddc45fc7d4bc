import { TRPCClientError } from "@trpc/client";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { isUnreachable } from "./is-unreachable";
import { readUpgrade } from "./read-upgrade";

/** Titles for the error toast, by tRPC code; the server's own message is the description. */
const TITLES: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  BAD_REQUEST: "That didn't work",
  UNAUTHORIZED: "Please sign in",
  FORBIDDEN: "Not allowed",
  NOT_FOUND: "Not found",
  TOO_MANY_REQUESTS: "Slow down",
  PAYLOAD_TOO_LARGE: "Too much at once",
  INTERNAL_SERVER_ERROR: "Something went wrong",
  BAD_GATEWAY: "Try again in a moment",
};

export type ErrorDescription = {
  title: string;
  description: string;
  action?: { label: string; href: string };
};

/** What the person is told about a failed call, whatever the failure was. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: TRPC_ERROR_CODE_KEY } | undefined;
    // A plan limit: the way out goes with the message, wherever the limit was hit; a guest's is an account.
    const upgrade = readUpgrade(error);
    if (upgrade)
      return {
        title: "Upgrade to unlock this",
        description: error.message,
        action:
          upgrade.planId === "free"
            ? { label: "Create a free account", href: "/register" }
            : { label: "See plans", href: "/pricing" },
      };
    if (data?.code)
      return { title: TITLES[data.code] ?? "That didn't work", description: error.message };
    // No tRPC code: the answer was unreadable (the generic parse error, docs/behaviour.md#error-catalogue) or never arrived.
    if (isUnreachable(error) || /fetch/i.test(error.message)) {
      return {
        title: "Can't reach Marketdesk",
        description: "Check your connection; we'll keep trying.",
      };
    }
    return {
      title: "Unexpected answer",
      description: "The server sent something we couldn't read. Please try again in a moment.",
    };
  }
  return {
    title: "Something went wrong",
    description: error instanceof Error ? error.message : "Please try again.",
  };
}
