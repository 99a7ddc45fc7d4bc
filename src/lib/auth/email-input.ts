import { z } from "zod";

/** An email address as accounts store it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailInput = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Enter an email address like name@example.com." }).max(254, "An email address has at most 254 characters."));
