import { keepValidFilterFields } from "./keep-valid-filter-fields";
import { presets } from "./presets";
import { readColumnIds } from "./read-column-ids";
import { readSymbolsParam } from "./read-symbols-param";
import type { ColumnId } from "./screen-column-ids";
import type { ScreenFilter } from "./screen-filter";
import {
  type ChoiceField,
  choiceFields,
  type RangeField,
  rangeFields,
} from "./screen-filter-fields";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  isPageSize,
  isSortColumn,
  type PageSize,
  type ScreenSort,
} from "./screen-sort-and-page";

export const screenViews = [
  "overview",
  "performance",
  "technical",
  "fundamentals",
  "charts",
] as const;
export type ScreenView = (typeof screenViews)[number];

export type ScreenState = {
  preset: string | undefined;
  filter: ScreenFilter;
  sort: ScreenSort;
  page: number;
  pageSize: PageSize;
  view: ScreenView;
  /** Columns picked in this order; undefined shows the view's own (docs/product.md#screener, "Columns"). */
  columns: ColumnId[] | undefined;
};

export const DEFAULT_SCREEN: ScreenState = {
  preset: undefined,
  filter: {},
  sort: DEFAULT_SORT,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  view: "overview",
  columns: undefined,
};

/** URL parameter → list filter; a choice filter's parameter is its column's name (`sector=Energy`). */
const LIST_FIELDS = {
  ...(Object.fromEntries(
    Object.entries(choiceFields).map(([field, column]) => [column, field]),
  ) as Record<string, ChoiceField>),
  type: "securityTypes",
  cap: "marketCapBands",
} as const;
const SMA_FIELDS = ["sma20", "sma50", "sma200"] as const;

const encodeNumber = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * A screen as URL parameters, so reload and sharing keep it: lists repeat their parameter, ranges
 * are `min..max` (either side may be empty), sort is `-column` for descending. The symbols a screen
 * is limited to are one comma-separated parameter, like the columns, and come last: a list of
 * hundreds would otherwise take about twice the address and bury the rest of the screen.
 */
export function screenToSearchParams(state: ScreenState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.preset) params.set("preset", state.preset);
  if (state.filter.search) params.set("q", state.filter.search);
  for (const [param, field] of Object.entries(LIST_FIELDS))
    for (const value of state.filter[field] ?? []) params.append(param, value);
  for (const field of Object.keys(rangeFields) as RangeField[]) {
    const bounds = state.filter[field];
    if (bounds && (bounds.min !== undefined || bounds.max !== undefined))
      params.set(field, `${encodeNumber(bounds.min)}..${encodeNumber(bounds.max)}`);
  }
  for (const key of SMA_FIELDS)
    if (state.filter.sma?.[key]) params.set(key, state.filter.sma[key]!);
  if (state.filter.rsi) params.set("rsi", state.filter.rsi);
  if (state.filter.earningsDate) params.set("earningsDate", state.filter.earningsDate);
  if (
    state.sort.column !== DEFAULT_SCREEN.sort.column ||
    state.sort.direction !== DEFAULT_SCREEN.sort.direction
  )
    params.set("sort", `${state.sort.direction === "desc" ? "-" : ""}${state.sort.column}`);
  if (state.page !== 1) params.set("page", String(state.page));
  if (state.pageSize !== DEFAULT_SCREEN.pageSize) params.set("size", String(state.pageSize));
  if (state.view !== DEFAULT_SCREEN.view) params.set("view", state.view);
  if (state.columns) params.set("cols", state.columns.join(","));
  if (state.filter.symbols?.length) params.set("symbols", state.filter.symbols.join(","));
  return params;
}

function parseNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The screen a URL describes. Anything the URL gets wrong falls back to the default, never an error page. */
export function screenFromSearchParams(params: URLSearchParams): ScreenState {
  const filter: Record<string, unknown> = {};
  const search = params.get("q");
  if (search) filter.search = search;
  for (const [param, field] of Object.entries(LIST_FIELDS)) {
    const values = params.getAll(param).filter(Boolean);
    if (values.length > 0) filter[field] = values;
  }
  for (const field of Object.keys(rangeFields) as RangeField[]) {
    const [min, max] = (params.get(field) ?? "").split("..");
    const bounds = { min: parseNumber(min), max: parseNumber(max) };
    if (bounds.min !== undefined || bounds.max !== undefined)
      filter[field] = Object.fromEntries(Object.entries(bounds).filter(([, v]) => v !== undefined));
  }
  const sma = Object.fromEntries(
    SMA_FIELDS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  );
  if (Object.keys(sma).length > 0) filter.sma = sma;
  if (params.get("rsi")) filter.rsi = params.get("rsi");
  if (params.get("earningsDate")) filter.earningsDate = params.get("earningsDate");
  const symbols = readSymbolsParam(params.getAll("symbols").join(","));
  if (symbols.length > 0) filter.symbols = symbols;
  const valid = keepValidFilterFields(filter);

  const sortText = params.get("sort") ?? "";
  const column = sortText.replace(/^-/, "");
  const pageSize = Number(params.get("size"));
  const view = params.get("view") as ScreenView;
  const preset = presets.find((p) => p.id === params.get("preset"));
  // A link to a bare preset (`?preset=top-gainers`) means the preset as it is defined, over the
  // symbols it names if it names any (a preset works within a list, docs/product.md#screener).
  const presetOnly = preset && Object.keys(valid).every((key) => key === "symbols");
  return {
    preset: preset?.id,
    filter: presetOnly ? { ...preset.filter, ...valid } : valid,
    sort: isSortColumn(column)
      ? { column, direction: sortText.startsWith("-") ? "desc" : "asc" }
      : presetOnly
        ? preset.sort
        : DEFAULT_SCREEN.sort,
    page: Math.min(
      10_000,
      Math.max(1, Math.floor(parseNumber(params.get("page") ?? undefined) ?? 1)),
    ),
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_SCREEN.pageSize,
    view: screenViews.includes(view) ? view : DEFAULT_SCREEN.view,
    columns: readColumnIds((params.get("cols") ?? "").split(",")),
  };
}
