import "server-only";
import { z } from "zod";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { mailDeliveryStatuses } from "@/server/db/enums";
import { countMailDeliveries, listMailDeliveries } from "./data";

/** The most rows /admin/mail shows at once: the newest. */
const DELIVERIES_SHOWN = 100;

export const mailRouter = createTRPCRouter({
  /**
   * /admin/mail (docs/architecture.md#mail): how many mails are queued, retrying, sent and failed,
   * and the newest of a status with their attempts and last error; never a mail's links.
   */
  deliveries: adminProcedure
    .meta({ access: "admin" })
    .input(
      z.object({
        status: z.enum(["all", ...mailDeliveryStatuses], {
          message: "Choose all, queued, retrying, sent or failed.",
        }),
      }),
    )
    .query(async ({ ctx, input }) => {
      const [counts, rows] = await Promise.all([
        countMailDeliveries(ctx.db),
        listMailDeliveries(ctx.db, {
          statuses: input.status === "all" ? null : [input.status],
          limit: DELIVERIES_SHOWN,
        }),
      ]);
      return { counts, rows, limit: DELIVERIES_SHOWN };
    }),
});
