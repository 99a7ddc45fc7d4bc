/**
 * Who may call a procedure, declared on each one with `.meta({ access })` (docs/security.md,
 * "Authorization"). The authorization-matrix test reads every declaration from the router, calls the
 * procedure as each kind of caller and fails on a procedure without one, so a new procedure cannot
 * be forgotten.
 * - `anyone`: visitors too (no session);
 * - `session`: a guest session or a registered user;
 * - `registered`: a registered user (or an admin);
 * - `{ plan }`: a registered user whose plan includes the feature (billing's `planProcedure` sets it);
 * - `admin`: administrators only.
 */
export type ProcedureAccess = "anyone" | "session" | "registered" | "admin" | { plan: string };

/** Kinds of rows a caller owns; a procedure that acts on one names it in `owns`, and another user gets NOT_FOUND. */
export type OwnedResource =
  | "savedScreen"
  | "watchlist"
  | "alert"
  | "pushSubscription"
  | "webhookEndpoint"
  | "notification";

export type ProcedureMeta = { access?: ProcedureAccess; owns?: OwnedResource };
