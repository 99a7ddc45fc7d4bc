import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import {
  assertWithinPlanLimit,
  getEntitlements,
  planProcedure,
  upgradeRequired,
} from "@/features/billing/server";
import { singleLineText } from "@/lib/validation/single-line-text";
import { createTRPCRouter, marketDataDb, publicProcedure, userProcedure } from "@/server/api/trpc";
import { technicalFiltersBeyondPreset } from "../allowed-filter";
import { readSavedScreen } from "../read-saved-screen";
import { savedScreenStateSchema } from "../saved-screen-state";
import type { ScreenFilter } from "../screen-filter";
import { screenRunSchema } from "../screen-run-schema";
import { screenToCsv } from "../screen-to-csv";
import { getScreenOptions, listSavedScreens, runScreen } from "./data";
import { deleteScreen, ScreenNameTakenError, saveScreen } from "./mutations";
import { createScreenRunSharing } from "./share-screen-runs";

/** Most rows a CSV export carries: the whole universe fits. */
const MAX_EXPORT_ROWS = 10_000;

const runSharedScreen = createScreenRunSharing();

async function assertTechnicalAllowed(
  db: Parameters<typeof getEntitlements>[0],
  userId: string | null,
  filter: ScreenFilter,
  preset: string | undefined,
) {
  if (technicalFiltersBeyondPreset(filter, preset).length === 0) return;
  const entitlements = await getEntitlements(db, userId);
  if (!entitlements.features.includes("technical_filters"))
    throw upgradeRequired("technical_filters");
}

export const screenerRouter = createTRPCRouter({
  /** A screen over the whole universe; technical filters beyond a preset's own need a plan that has them. */
  run: publicProcedure
    .meta({ access: "anyone" })
    .input(screenRunSchema)
    .query(async ({ ctx, input }) => {
      await assertTechnicalAllowed(
        ctx.db,
        ctx.session?.user.id ?? null,
        input.filter,
        input.preset,
      );
      return runSharedScreen(marketDataDb(ctx), input);
    }),

  /** The whole screen as CSV (Pro and Premium). */
  exportCsv: planProcedure("csv_export")
    .input(screenRunSchema.omit({ page: true, pageSize: true }))
    .mutation(async ({ ctx, input }) => {
      await assertTechnicalAllowed(ctx.db, ctx.user.id, input.filter, input.preset);
      const { rows, total } = await runScreen(marketDataDb(ctx), {
        ...input,
        page: 1,
        pageSize: MAX_EXPORT_ROWS,
      });
      return { csv: screenToCsv(rows), rows: rows.length, total };
    }),

  /** The user's saved screens, each state read as the screener opens it (older ones lack columns). */
  saved: userProcedure.meta({ access: "registered" }).query(async ({ ctx }) =>
    (await listSavedScreens(ctx.db, ctx.user.id)).map((screen) => ({
      ...screen,
      state: readSavedScreen(screen.state),
    })),
  ),

  /** Saves the screen under a name, within the plan's number of saved screens. */
  save: userProcedure
    .meta({ access: "registered" })
    .input(
      z
        .object({
          name: singleLineText({ max: 80, what: "screen's name" }).pipe(
            z.string().min(1, "Give the screen a name."),
          ),
          state: savedScreenStateSchema,
        })
        .strict(),
    )
    .mutation(async ({ ctx, input }) => {
      const entitlements = await getEntitlements(ctx.db, ctx.user.id);
      try {
        return await saveScreen(ctx.db, ctx.user.id, input.name, input.state, (held) =>
          assertWithinPlanLimit("savedScreens", held, entitlements),
        );
      } catch (error) {
        if (error instanceof ScreenNameTakenError)
          throw new TRPCError({
            code: "CONFLICT",
            message: `You already have a screen called “${input.name}”.`,
          });
        throw error;
      }
    }),

  deleteSaved: userProcedure
    .meta({ access: "registered", owns: "savedScreen" })
    .input(z.object({ id: z.uuid("That is not a saved screen.") }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteScreen(ctx.db, ctx.user.id, input.id)))
        throw new TRPCError({ code: "NOT_FOUND", message: "That saved screen does not exist." });
      return { id: input.id };
    }),

  /** The choice filters' choices, and whether P/E and dividend yield have data to filter on. */
  options: publicProcedure
    .meta({ access: "anyone" })
    .query(({ ctx }) => getScreenOptions(marketDataDb(ctx))),
});
