/**
 * What other features may use of the screener in any code: the filter fields, links to a screen of symbols, the last screen run and a saved screen's state as it opens.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { technicalFiltersBeyondPreset } from "./allowed-filter";
export { getLastScreenHref, rememberScreen } from "./last-screen";
export { readSavedScreen } from "./read-saved-screen";
export {
  type ChoiceField,
  choiceFields,
  MAX_SCREEN_SYMBOLS,
  type MarketCapBand,
  marketCapBands,
  type RangeField,
  rangeFields,
  type ScreenChoice,
  technicalFields,
} from "./screen-filter-fields";
export { screenSymbolsHref } from "./screen-symbols-href";
