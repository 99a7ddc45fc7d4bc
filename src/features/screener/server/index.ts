/**
 * What other features may use of the screener on the server (docs/architecture.md#layers): a
 * screen run over the listing, and a person's saved screens, which the market map reads to draw a
 * screen's companies. The rest of this folder is the screener's own.
 */
export { listSavedScreens, runScreen } from "./data";
