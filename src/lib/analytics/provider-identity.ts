import type { PostHog } from "./slim-posthog";
import { getOrCreateStoredId } from "./stored-id";

/** Who posthog-js last said this browser is, kept here so a beacon can say it before posthog-js starts. */
const IDENTITY_KEY = "marketdesk_analytics_identity";
/** An id made for a browser posthog-js has never named: beacons use it, posthog-js adopts it. */
const PENDING_ID_KEY = "marketdesk_analytics_pending_id";
/** A sign-out made before posthog-js started: it resets posthog-js's person when it does. */
const RESET_PENDING_KEY = "marketdesk_analytics_reset_pending";

export type BeaconIdentity = { distinctId: string; identified: boolean };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage refused: the next start names the browser afresh
  }
}

/** Records posthog-js's id for this browser, after it starts, identifies or resets (public API only). */
export function rememberProviderIdentity(posthog: PostHog): void {
  const identity: BeaconIdentity = { distinctId: posthog.get_distinct_id(), identified: posthog.get_property("$user_state") === "identified" };
  write(IDENTITY_KEY, JSON.stringify(identity));
}

/**
 * Who events sent by beacon are about: posthog-js's id for this browser, unless a sign-out is
 * waiting to reset it; otherwise the pending id, which posthog-js takes as its own when it next
 * makes one (`takePendingDistinctId`), so the visitor is one person before and after it starts.
 */
export function readBeaconIdentity(): BeaconIdentity {
  try {
    const known = read(RESET_PENDING_KEY) ? null : (JSON.parse(read(IDENTITY_KEY) ?? "null") as Partial<BeaconIdentity> | null);
    if (typeof known?.distinctId === "string" && known.distinctId) return { distinctId: known.distinctId, identified: known.identified === true };
  } catch {
    // a corrupt record: as if there were none
  }
  return { distinctId: pendingId(), identified: false };
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
  const pending = read(PENDING_ID_KEY);
  write(PENDING_ID_KEY, null);
  return pending ?? minted;
}

export function markIdentityResetPending(): void {
  write(RESET_PENDING_KEY, "1");
}

/** True once after a sign-out was marked: the caller resets posthog-js's person. */
export function takeIdentityResetPending(): boolean {
  const pending = read(RESET_PENDING_KEY) !== null;
  write(RESET_PENDING_KEY, null);
  return pending;
}
