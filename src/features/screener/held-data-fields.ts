import type { ScreenFilter } from "./screen-filter";
import { type DataField, dataFields } from "./screen-filter-fields";

/** The data filters a screen holds (range and choice filters with a value), in `dataFields` order. */
export function heldDataFields(filter: ScreenFilter): DataField[] {
  return dataFields.filter((field) => filter[field] !== undefined);
}
