import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/**
 * The app router's type, for the client and for tests. Features take their own router's types
 * (`inferRouterOutputs<typeof xRouter>`) rather than this one, so they never reach up into the
 * composition root (docs/architecture.md#layers).
 */
export type { AppRouter };

/** What each procedure answers, as the client reads it. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
