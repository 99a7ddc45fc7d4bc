import { presetIdSchema } from "./preset-id-schema";
import { screenRequestSchema } from "./screen-filter";

/** What `screener.run` takes: a screen request and the preset it came from, if any. */
export const screenRunSchema = screenRequestSchema.extend({ preset: presetIdSchema.optional() });
