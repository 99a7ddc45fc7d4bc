import { z } from "zod";
import { isCalendarDay } from "./calendar-week";

/** The calendar's scopes: every covered company, or only the person's watchlists' symbols. */
export const calendarScopes = ["all", "watchlists"] as const;
export type CalendarScope = (typeof calendarScopes)[number];

/** The calendar's week as the page asks for it: any day of it, and whose events. */
export const calendarWeekInput = z
  .object({
    week: z
      .string({ message: "Give the week as a day, such as 2026-11-30." })
      .max(10, "Give the week as a day in the form YYYY-MM-DD, such as 2026-11-30.")
      .refine(
        isCalendarDay,
        "Give the week as a real day in the form YYYY-MM-DD, such as 2026-11-30.",
      )
      .refine(
        (day) => day >= "2000-01-01" && day <= "2100-12-31",
        "The calendar covers weeks between 2000 and 2100.",
      )
      .optional(),
    scope: z
      .enum(calendarScopes, {
        message: 'Show the events of "all" companies or of your "watchlists".',
      })
      .default("all"),
  })
  .strict();
