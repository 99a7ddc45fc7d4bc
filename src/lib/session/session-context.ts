"use client";

import { createContext, useContext } from "react";
import type { Identity } from "./identity";

export type SessionState = {
  /** Who the tab acts for, settled (never loading: nothing renders while loading). */
  identity: Identity;
  /** True when the identity is the one kept on this device because the server cannot be reached. */
  fromDevice: boolean;
  /**
   * docs/behaviour.md#sessions: clears this person's cache, signs out, and lands on `/` (or the
   * site's own path `landOn`). With edits made offline still waiting, it asks first and answers
   * false (docs/behaviour.md#offline-edits); `dropWaitingEdits` is the person's yes.
   */
  signOut: (options?: { dropWaitingEdits?: boolean; landOn?: `/${string}` }) => Promise<boolean>;
};

export const SessionContext = createContext<SessionState | null>(null);

export function useAppSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error("useAppSession must be used inside <AppProviders>");
  return state;
}
