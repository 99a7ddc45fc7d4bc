import { z } from "zod";
import { presets } from "./presets";

const presetIds = presets.map((preset) => preset.id) as [string, ...string[]];

/** A preset's id, as a saved screen names it. Its own file: the presets are typed by the filter. */
export const presetIdSchema = z.enum(presetIds, { message: "That preset does not exist." });
