/**
 * Every table, gathered from the feature that owns it (features/<feature>/server/schema.ts) for
 * drizzle-kit and the database handle. Ownership follows the path: only the owning feature imports
 * a table, and lint reads the owner from the file a table is defined in (eslint.config.mjs).
 * Relative paths: drizzle-kit loads this file without the app's `@/` alias.
 */

export * from "../../features/account/server/schema";
export * from "../../features/affiliate/server/schema";
export * from "../../features/alerts/server/schema";
export * from "../../features/analytics/server/schema";
export * from "../../features/auth/server/schema";
export * from "../../features/billing/server/schema";
export * from "../../features/calendar/server/schema";
export * from "../../features/chat/server/schema";
export * from "../../features/mail/server/schema";
export * from "../../features/market/server/schema";
export * from "../../features/news/server/schema";
export * from "../../features/screener/server/schema";
export * from "../../features/watchlist/server/schema";
export {
  type SignupFlow,
  signupFlows,
  type Theme,
  themes,
  type UserType,
  userTypes,
} from "./enums";
