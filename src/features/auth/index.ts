/**
 * What other features may use of auth in any code: where a sign-in sends the person back to.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { callbackUrlForPage } from "./callback-url-for-page";
