/** What the account page knew of the account just deleted, for /account/deleted to list. */
export type DeletionNotice = { email: string; plan: string | null; unpaid: number };

/** Kept for the tab only (sessionStorage), written by this origin's own script: a URL cannot set it. */
export const DELETION_NOTICE_KEY = "marketdesk-account-deleted";

let taken: DeletionNotice | null | undefined;

function parse(text: string | null): DeletionNotice | null {
  if (!text || text.length > 1_000) return null;
  try {
    const value = JSON.parse(text) as Partial<DeletionNotice>;
    const { email, plan, unpaid } = value;
    if (typeof email !== "string" || typeof unpaid !== "number") return null;
    return { email, plan: typeof plan === "string" ? plan : null, unpaid };
  } catch {
    return null;
  }
}

/**
 * The notice of the account this tab just deleted, once: read and removed at the first call of the
 * page load (later calls, as a development render's second effect, get the same), so a reload or a
 * link to /account/deleted shows nothing.
 */
export function takeDeletionNotice(): DeletionNotice | null {
  if (taken === undefined) {
    taken = parse(sessionStorage.getItem(DELETION_NOTICE_KEY));
    sessionStorage.removeItem(DELETION_NOTICE_KEY);
  }
  return taken;
}
