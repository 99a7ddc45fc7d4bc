import type { Session } from "next-auth";
import type { UserType } from "@/server/db/enums";
import { readStored, writeStored } from "./device-storage";

/** Who the tab is acting for, once the session has settled (docs/behaviour.md#sessions). */
export type Identity = { status: "authenticated" | "unauthenticated"; id: string; type: UserType };

/** docs/behaviour.md#sessions: no session is a guest whose id is the literal `guest`. */
export const VISITOR: Identity = { status: "unauthenticated", id: "guest", type: "guest" };

export function identityFromSession(session: Session | null): Identity {
  if (!session?.user) return VISITOR;
  return {
    status: "authenticated",
    id: session.user.id || "guest",
    type: session.user.type ?? "guest",
  };
}

/**
 * A registered person (a member or an administrator): signed in, and not as a guest
 * (docs/product.md#roles). The one test of it on the client.
 */
export function isRegistered(identity: Identity): boolean {
  return identity.status === "authenticated" && identity.type !== "guest";
}

function isIdentity(value: unknown): value is Identity {
  const v = value as Partial<Identity> | null;
  return (
    !!v &&
    (v.status === "authenticated" || v.status === "unauthenticated") &&
    typeof v.id === "string" &&
    typeof v.type === "string"
  );
}

/**
 * The last settled identity of this tab. In sessionStorage, so that a reload by the same person is
 * no transition, while a sign-in that reloads the page still is.
 */
const TAB_KEY = "marketdesk-tab-identity";
export const readTabIdentity = () => readStored(() => sessionStorage, TAB_KEY, isIdentity);
export const writeTabIdentity = (identity: Identity | null) =>
  writeStored(() => sessionStorage, TAB_KEY, identity);

/**
 * The last signed-in identity on this device, used when the session endpoint cannot be reached,
 * so an offline person still sees their own saved data. Sign-out removes it.
 */
const DEVICE_KEY = "marketdesk-identity";
export const readKeptIdentity = () => readStored(() => localStorage, DEVICE_KEY, isIdentity);
export const writeKeptIdentity = (identity: Identity | null) =>
  writeStored(() => localStorage, DEVICE_KEY, identity);
