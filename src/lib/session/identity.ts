import type { Session } from "next-auth";
import type { UserType } from "@/server/db/enums";

/** Who the tab is acting for, once the session has settled (SPEC §3 "Session"). */
export type Identity = { status: "authenticated" | "unauthenticated"; id: string; type: UserType };

/** SPEC §1, §3: no session is a guest whose id is the literal `guest`. */
export const VISITOR: Identity = { status: "unauthenticated", id: "guest", type: "guest" };

export function identityFromSession(session: Session | null): Identity {
  if (!session?.user) return VISITOR;
  return { status: "authenticated", id: session.user.id || "guest", type: session.user.type ?? "guest" };
}

export function sameIdentity(a: Identity | null, b: Identity | null): boolean {
  return !!a && !!b && a.status === b.status && a.id === b.id && a.type === b.type;
}

function isIdentity(value: unknown): value is Identity {
  const v = value as Partial<Identity> | null;
  return !!v && (v.status === "authenticated" || v.status === "unauthenticated") && typeof v.id === "string" && typeof v.type === "string";
}

function read<T>(storage: () => Storage, key: string, check: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? "null");
    return check(value) ? value : null;
  } catch {
    return null; // storage refused, or a corrupt value: as if nothing were kept
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // storage refused (private mode, quota): the app works on without it
  }
}

/**
 * The last settled identity of this tab. In sessionStorage, so that a reload by the same person is
 * no transition, while a sign-in that reloads the page still is.
 */
const TAB_KEY = "marketdesk-tab-identity";
export const readTabIdentity = () => read(() => sessionStorage, TAB_KEY, isIdentity);
export const writeTabIdentity = (identity: Identity | null) => write(() => sessionStorage, TAB_KEY, identity);

/**
 * The last signed-in identity on this device, used when the session endpoint cannot be reached,
 * so an offline person still sees their own saved data. Sign-out removes it.
 */
const DEVICE_KEY = "marketdesk-identity";
export const readKeptIdentity = () => read(() => localStorage, DEVICE_KEY, isIdentity);
export const writeKeptIdentity = (identity: Identity | null) => write(() => localStorage, DEVICE_KEY, identity);
