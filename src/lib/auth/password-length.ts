/**
 * How long a password may be (docs/behaviour.md#validation), written once for the register form,
 * the server's input check and the strength check. Kept apart from the strength check, whose
 * dictionaries are too large to load with the form.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
