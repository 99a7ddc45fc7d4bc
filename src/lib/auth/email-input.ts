import { z } from "zod";
import { EMAIL_SHAPE_MESSAGE } from "./check-email-shape";

/** An email address as accounts store it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailInput = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ message: EMAIL_SHAPE_MESSAGE })
      .max(254, "An email address has at most 254 characters."),
  );
