import "server-only";
import { z } from "zod";
import { storableDate } from "@/lib/validation/storable-date";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { getAnalyticsDashboard } from "./data";

const DAY_MS = 24 * 60 * 60 * 1000;

const rangeInput = z
  .object({
    from: storableDate("Choose a start date between 2000 and 9999.", { coerce: true }),
    to: storableDate("Choose an end date between 2000 and 9999.", { coerce: true }),
  })
  .refine((range) => range.from < range.to, {
    message: "The start of the range must be before its end.",
    path: ["from"],
  })
  .refine((range) => range.to.getTime() - range.from.getTime() <= 366 * DAY_MS, {
    message: "Choose a range of at most a year.",
    path: ["to"],
  });

export const analyticsRouter = createTRPCRouter({
  /** /admin/analytics: events, signups, attribution, the affiliate funnel and web vitals for a date range. */
  dashboard: adminProcedure
    .meta({ access: "admin" })
    .input(rangeInput)
    .query(({ ctx, input }) => getAnalyticsDashboard(ctx.db, input)),
});
