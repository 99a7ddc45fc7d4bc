import { z } from "zod";
import { mapWindowIds } from "./map-windows";

/**
 * What `map.tiles` takes (docs/product.md#market-map): the window, and at most one of the person's
 * watchlists or saved screens to draw instead of the market's largest companies.
 */
export const mapInputSchema = z
  .object({
    window: z.enum(mapWindowIds, { message: "Choose a window of day, week, month or year." }),
    watchlist: z.uuid("That is not a watchlist.").optional(),
    screen: z.uuid("That is not a saved screen.").optional(),
  })
  .strict()
  .refine((input) => !(input.watchlist && input.screen), {
    message: "Draw the map of a watchlist or of a saved screen, not both.",
  });

export type MapInput = z.infer<typeof mapInputSchema>;
