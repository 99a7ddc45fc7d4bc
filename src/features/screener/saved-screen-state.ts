import { z } from "zod";
import { presets } from "./presets";
import { columnIdsSchema } from "./screen-column-ids";
import { screenFilterSchema } from "./screen-filter";
import { pageSizeSchema, screenSortSchema } from "./screen-sort-and-page";
import { screenViews } from "./screen-url-state";

const presetIds = presets.map((preset) => preset.id) as [string, ...string[]];
export const presetIdSchema = z.enum(presetIds, { message: "That preset does not exist." });

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
