import { z } from "zod";
import { parseClockTime } from "./clock-time";
import { isTimeZone } from "./is-time-zone";

const clockTime = z
  .string()
  .max(5, "Write the time as HH:MM, such as 22:00.")
  .refine((text) => parseClockTime(text) !== null, "Write the time as HH:MM, such as 22:00.");

/** The settings form (docs/alerts.md#quiet-hours): both times or neither, a zone Intl knows. */
export const alertPreferencesInput = z
  .object({
    timeZone: z
      .string()
      .max(64, "That is not a time zone.")
      .refine(isTimeZone, "Choose a time zone from the list, such as Europe/Berlin."),
    quietFrom: clockTime.nullable(),
    quietTo: clockTime.nullable(),
    mailMode: z.enum(["instant", "digest"], { message: "Choose instant mail or a daily digest." }),
    mailUnsubscribed: z.boolean(),
  })
  .strict()
  .refine((value) => (value.quietFrom === null) === (value.quietTo === null), {
    message: "Give quiet hours both a start and an end, or neither.",
    path: ["quietTo"],
  })
  .refine((value) => value.quietFrom === null || value.quietFrom !== value.quietTo, {
    message: "Quiet hours need an end different from their start.",
    path: ["quietTo"],
  });
