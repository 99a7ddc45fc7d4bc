/**
 * What other features may use of auth's UI: the sign-in link and the new-password field.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { AuthLink } from "./auth-link";
export { NewPasswordField } from "./new-password-field";
