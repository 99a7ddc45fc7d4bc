import { z } from "zod";
import { presetIdSchema } from "./preset-id-schema";
import { screenRequestSchema } from "./screen-filter";

/** What `screener.run` takes: a screen request and the preset it came from, if any. */
export const screenRunSchema = screenRequestSchema.extend({
  preset: presetIdSchema.optional(),
  /** With each row's month of closes, for the month column (docs/product.md#screener, "Columns"). */
  sparklines: z
    .literal(true, { message: "Ask for sparklines with true, or leave it out." })
    .optional(),
});
