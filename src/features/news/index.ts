/**
 * What other features may use of news in any code: why a server shows none.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { describeNewsAbsence, type MarketProviderName } from "./describe-news-absence";
