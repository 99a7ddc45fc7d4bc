/**
 * A visitor's "Save screen" waiting for them to sign up or log in (docs/product.md#screener, "Saved
 * screens"). The name waits in this tab's sessionStorage and the way back carries `save=1`: the
 * screen is saved only when both are there, so a shared link with `save=1` saves nothing for
 * whoever opens it. Without storage (private modes that refuse it) the visitor saves by hand.
 */
const PENDING_SAVE_KEY = "marketdesk-pending-screen-save";

/** The URL marker of the way back from the registration page. */
export const SAVE_MARKER = "save";

export function rememberPendingSave(name: string): void {
  try {
    sessionStorage.setItem(PENDING_SAVE_KEY, name);
  } catch {
    // Storage refused: after signing up the visitor names and saves the screen again.
  }
}

/** The waiting name, removed as it is read so the screen is saved once. */
export function takePendingSave(): string | null {
  try {
    const name = sessionStorage.getItem(PENDING_SAVE_KEY);
    sessionStorage.removeItem(PENDING_SAVE_KEY);
    return name;
  } catch {
    return null;
  }
}
