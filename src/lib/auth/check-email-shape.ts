/** The sentence for an address that is not one, the same as the server's (email-input.ts). */
export const EMAIL_SHAPE_MESSAGE = "Enter an email address like name@example.com.";

/**
 * A form's quick check before it asks the server: something@something.something. The server's
 * email-input.ts has the last word.
 */
export function checkEmailShape(email: string): string | undefined {
  return /^\S+@\S+\.\S+$/.test(email) ? undefined : EMAIL_SHAPE_MESSAGE;
}
