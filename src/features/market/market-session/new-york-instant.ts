import { newYorkClock } from "./new-york-clock";

/** How far New York's wall clock is from UTC at `instant`, in milliseconds (negative: behind). */
function offsetAt(instant: number): number {
  const { day, minute } = newYorkClock(new Date(instant));
  return Date.parse(`${day}T00:00:00Z`) + minute * 60_000 - instant;
}

/**
 * The instant at `minute` minutes past midnight, New York time, on `day` ("2021-03-01"). The
 * offset is read at a first guess and again at the answer, which is right on either side of a
 * daylight-saving change.
 */
export function newYorkInstant(day: string, minute: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}
