import { readStored, writeStored } from "@/lib/session/device-storage";
import type { PostHog } from "./slim-posthog";
import { getOrCreateStoredId } from "./stored-id";

/** Who posthog-js last said this browser is, kept here so a beacon can say it before posthog-js starts. */
const IDENTITY_KEY = "marketdesk_analytics_identity";
/** An id made for a browser posthog-js has never named: beacons use it, posthog-js adopts it. */
const PENDING_ID_KEY = "marketdesk_analytics_pending_id";
/** A sign-out made before posthog-js started: it resets posthog-js's person when it does. */
const RESET_PENDING_KEY = "marketdesk_analytics_reset_pending";

export type BeaconIdentity = { distinctId: string; identified: boolean };

const local = () => localStorage;
const isBeaconIdentity = (value: unknown): value is BeaconIdentity =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as BeaconIdentity).distinctId === "string" &&
  (value as BeaconIdentity).distinctId !== "" &&
  typeof (value as BeaconIdentity).identified === "boolean";
const isTrue = (value: unknown): value is true => value === true;

/** Records posthog-js's id for this browser, after it starts, identifies or resets (public API only). */
export function rememberProviderIdentity(posthog: PostHog): void {
  writeStored(local, IDENTITY_KEY, {
    distinctId: posthog.get_distinct_id(),
    identified: posthog.get_property("$user_state") === "identified",
  } satisfies BeaconIdentity);
}

/**
 * Who events sent by beacon are about: posthog-js's id for this browser, unless a sign-out is
 * waiting to reset it; otherwise the pending id, which posthog-js takes as its own when it next
 * makes one (`takePendingDistinctId`), so the visitor is one person before and after it starts.
 */
export function readBeaconIdentity(): BeaconIdentity {
  const known = readStored(local, RESET_PENDING_KEY, isTrue)
    ? null
    : readStored(local, IDENTITY_KEY, isBeaconIdentity);
  return known ?? { distinctId: pendingId(), identified: false };
}

function pendingId(): string {
  try {
    return getOrCreateStoredId(localStorage, PENDING_ID_KEY);
  } catch {
    return crypto.randomUUID(); // reading localStorage itself was refused
  }
}

/**
 * posthog-js's `get_device_id`: the id it makes for a browser it has no id for (first start, or
 * after a reset) is the pending one when there is one, used once.
 * @see https://posthog.com/docs/libraries/js/config (get_device_id)
 */
export function takePendingDistinctId(minted: string): string {
  try {
    const pending = localStorage.getItem(PENDING_ID_KEY);
    localStorage.removeItem(PENDING_ID_KEY);
    return pending ?? minted;
  } catch {
    return minted; // storage refused: no id was pending
  }
}

export function markIdentityResetPending(): void {
  writeStored(local, RESET_PENDING_KEY, true);
}

/** True once after a sign-out was marked: the caller resets posthog-js's person. */
export function takeIdentityResetPending(): boolean {
  const pending = readStored(local, RESET_PENDING_KEY, isTrue) !== null;
  writeStored(local, RESET_PENDING_KEY, null);
  return pending;
}
