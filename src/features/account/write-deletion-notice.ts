import { DELETION_NOTICE_KEY, type DeletionNotice } from "./take-deletion-notice";

/** Leaves /account/deleted its one-shot notice, just before the deletion's sign-out loads the page. */
export function writeDeletionNotice(notice: DeletionNotice): void {
  try {
    sessionStorage.setItem(DELETION_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (full, or disabled): the page then just leads home, the account is gone anyway.
  }
}
