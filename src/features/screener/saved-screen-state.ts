import { z } from "zod";
import { presetIdSchema } from "./preset-id-schema";
import { columnIds, MAX_COLUMNS, TICKER_COLUMN } from "./screen-column-ids";
import { pageSizeSchema, screenFilterSchema, screenSortSchema } from "./screen-filter";
import { screenViews } from "./screen-url-state";

/** A picked column set as the server accepts it in a saved screen. */
export const columnIdsSchema = z
  .array(z.enum(columnIds, { message: "That column does not exist." }), {
    message: "Columns must be a list.",
  })
  .min(1, "Pick at least one column.")
  .max(MAX_COLUMNS, `Pick at most ${MAX_COLUMNS} columns.`)
  .refine((ids) => new Set(ids).size === ids.length, "Each column can be picked once.")
  .refine((ids) => ids[0] === TICKER_COLUMN, "The ticker is always the first column.");

/**
 * What a saved screen keeps (docs/product.md#screener, "Saved screens"): everything but the page it
 * was on, the picked columns and the symbols it is limited to included. Each part carries its own
 * limits (50 choices a list, 1,000 symbols, 20 columns), so a saved state stays under about 10 KB.
 */
export const savedScreenStateSchema = z
  .object({
    preset: presetIdSchema.optional(),
    filter: screenFilterSchema,
    sort: screenSortSchema,
    pageSize: pageSizeSchema,
    view: z.enum(screenViews, { message: "That view does not exist." }),
    columns: columnIdsSchema.optional(),
  })
  .strict();
export type SavedScreenState = z.infer<typeof savedScreenStateSchema>;
