/** The one answer to every refused login, so it never tells whether an email has an account (docs/security.md, "Sessions"). */
export const LOGIN_FAILED_MESSAGE = "Email or password is wrong.";

/** next-auth's error when a credentials provider's `authorize` refused (returned null). */
const CREDENTIALS_REFUSED = "CredentialsSignin";

/**
 * Where the login form shows next-auth's answer to a sign-in: a refusal is the one message, beside
 * the password; anything else is a sentence our `authorize` threw (a rate limit's wait, a guest's
 * data that could not be moved), above the form.
 */
export function describeLoginError(
  error: string | null | undefined,
): { password: string } | { form: string } {
  return !error || error === CREDENTIALS_REFUSED
    ? { password: LOGIN_FAILED_MESSAGE }
    : { form: error };
}
