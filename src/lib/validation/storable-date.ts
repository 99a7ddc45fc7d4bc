import { z } from "zod";

const EARLIEST = new Date("2000-01-01T00:00:00Z");
const LATEST = new Date("9999-12-31T23:59:59.999Z");

/**
 * A date a procedure passes to the database: years 2000–9999 (docs/behaviour.md#validation).
 * JavaScript's dates reach year 275760, whose ISO text has a six-digit year the embedded
 * database cannot read; such a date answered 500 where it should be a 400 with `message`.
 * `coerce` takes ISO text too, as a URL's range does.
 */
export function storableDate(message: string, { coerce = false } = {}) {
  return (coerce ? z.coerce.date({ message }) : z.date({ message }))
    .min(EARLIEST, { message })
    .max(LATEST, { message });
}
