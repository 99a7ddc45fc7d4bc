"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, useSyncExternalStore } from "react";
import { whenBrowserIdle } from "@/lib/scheduling/when-browser-idle";
import {
  getSignOutQuestion,
  subscribeToSignOutQuestion,
} from "@/lib/session/sign-out-confirmation";

/**
 * The dialog's code (Radix Dialog, with its scroll lock and focus trap) loads once the browser is
 * idle after the page has loaded, so it is here at once when asked, offline too, without slowing
 * the page's start (docs/decisions.md#shell).
 */
const loadDialog = () => import("./sign-out-dialog").then((module) => module.SignOutDialog);
const SignOutDialog = dynamic(loadDialog, { ssr: false });

const noQuestion = () => 0;

/**
 * docs/behaviour.md#offline-edits: signing out with edits made offline still waiting for the
 * server drops them with the rest of this device's copy, so the person is asked first. Staying
 * keeps them; they are sent when the connection returns.
 */
export function SignOutConfirmation() {
  const waiting = useSyncExternalStore(subscribeToSignOutQuestion, getSignOutQuestion, noQuestion);
  // Once asked, the dialog stays mounted, so closing it returns focus where it was.
  const [asked, setAsked] = useState(false);
  if (waiting > 0 && !asked) setAsked(true);
  useEffect(() => void whenBrowserIdle().then(loadDialog), []);
  return asked ? <SignOutDialog waiting={waiting} /> : null;
}
