/**
 * What other features may use of auth on the server (docs/architecture.md#layers). Auth owns the
 * `users` and `retired_guest` tables (src/server/db/schema.ts), so every other feature reads and
 * writes them through these: a guest's row written at its first save, a user's row read or locked,
 * the Stripe customer kept on it, the affiliate binding and where the affiliate signs in from, registrations counted for the analytics dashboard, and the
 * account page's password check, export and deletion. The rest
 * of this folder is auth's own; eslint.config.mjs lets other features import this file only.
 */

export { confirmPassword } from "./confirm-password";
export {
  countRegisteredUsers,
  countSignups,
  exportProfile,
  findUser,
  findUserIdByStripeCustomer,
  hasSignedInFrom,
  publicAccountsAs,
  selectUsersRegisteredIn,
} from "./data";
export type { GuestRowMover } from "./guest-row-mover";
export {
  ensureGuestRow,
  lockUserRow,
  recordSignInFrom,
  saveAffiliateBinding,
  saveStripeCustomerId,
} from "./mutations";
export { deleteAccountRow } from "./mutations/account-email";
export { readSession } from "./read-session";
