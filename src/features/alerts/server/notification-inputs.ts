import { z } from "zod";
import { pageDirection } from "@/lib/validation/page-direction";

const uuid = z.uuid({ message: "That is not a notification's id." });

/** Which page of notifications: after the last row of the previous page. */
export const listInput = z
  .object({
    cursor: z
      .object({ createdAt: z.iso.datetime({ offset: true }), id: uuid })
      .strict()
      .nullish(),
    limit: z.number().int().min(1).max(50).default(20),
    direction: pageDirection,
  })
  .strict();

export const markReadInput = z
  .object({
    ids: z
      .array(uuid)
      .min(1, "Name a notification to mark read.")
      .max(100, "Mark at most 100 notifications at once."),
  })
  .strict();

export const notificationIdInput = z.object({ id: uuid }).strict();
