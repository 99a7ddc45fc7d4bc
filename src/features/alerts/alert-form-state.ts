import type { AlertDraftInput } from "./alert-inputs";
import {
  ALERT_COOLDOWN_MINUTES,
  type AlertChannel,
  type AlertFrequency,
  type AlertKind,
  type AlertScope,
  CALL_ALERT_DEFAULT_PERCENT,
} from "./alert-kinds";
import { roundPriceTick } from "./round-price-tick";

/** The form as typed: every setting as text until it is sent, so a half-typed number stays. */
export type AlertFormState = {
  kind: AlertKind;
  scope: AlertScope;
  symbol: string;
  watchlistId: string;
  savedScreenId: string;
  fields: Record<string, string>;
  frequency: AlertFrequency;
  cooldownMinutes: string;
  channels: AlertChannel[];
  extendedHours: boolean;
  note: string;
};

/** Each kind's settings as the form starts them. */
export const defaultFields: Record<AlertKind, Record<string, string>> = {
  price_cross: { level: "", direction: "above" },
  percent_move: { percent: "5", basis: "previous_close" },
  watchlist_target: {},
  new_high_low: { side: "high" },
  relative_volume: { multiple: "2" },
  sma_cross: { length: "50", direction: "above" },
  rsi_cross: { level: "70", direction: "above" },
  earnings_soon: { days: "3" },
  screen_membership: { change: "enter" },
  chat_volume_spike: { multiple: "3" },
  chat_sentiment_flip: {},
  call_moved: { messageId: "", percent: String(CALL_ALERT_DEFAULT_PERCENT) },
};

/** Settings that are numbers (alert-params.ts); the rest are words. */
const numeric = new Set(["level", "percent", "multiple", "length", "days", "messageId"]);

/** The form's settings as the kind's params: numbers read, an empty number left out to be named missing. */
export function paramsOf(fields: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      numeric.has(key)
        ? value.trim() === ""
          ? undefined
          : Number(value.replace(/,/g, ""))
        : value,
    ]),
  );
}

/**
 * A new alert's form: a price level to its tick when a price is known (the stock page's, or the
 * level clicked on its chart, with its direction), else the kind's defaults.
 */
export function newAlertForm(
  symbol = "",
  price: number | null = null,
  direction: "above" | "below" = "above",
): AlertFormState {
  return {
    kind: "price_cross",
    scope: "symbol",
    symbol,
    watchlistId: "",
    savedScreenId: "",
    fields: {
      level: price === null ? "" : String(roundPriceTick(price)),
      direction,
    },
    frequency: "once",
    cooldownMinutes: String(ALERT_COOLDOWN_MINUTES.default),
    channels: ["in_app"],
    extendedHours: false,
    note: "",
  };
}

/** What the form sends: the target its scope names, the rest empty. */
export function draftOf(form: AlertFormState): AlertDraftInput {
  return {
    kind: form.kind,
    scope: form.scope,
    symbol: form.scope === "symbol" ? form.symbol : null,
    watchlistId: form.scope === "watchlist" ? form.watchlistId : null,
    savedScreenId: form.scope === "screen" ? form.savedScreenId : null,
    params: paramsOf(form.fields),
    frequency: form.frequency,
    cooldownMinutes: Number(form.cooldownMinutes),
    channels: form.channels,
    extendedHours: form.extendedHours,
    note: form.note.trim() === "" ? null : form.note,
  };
}

/** A saved alert back in the form, to edit it. */
export function formOf(alert: {
  kind: AlertKind;
  scope: AlertScope;
  symbol: string | null;
  watchlistId: string | null;
  savedScreenId: string | null;
  params: Record<string, unknown>;
  frequency: AlertFrequency;
  cooldownMinutes: number;
  channels: AlertChannel[];
  extendedHours: boolean;
  note: string | null;
}): AlertFormState {
  return {
    ...alert,
    symbol: alert.symbol ?? "",
    watchlistId: alert.watchlistId ?? "",
    savedScreenId: alert.savedScreenId ?? "",
    fields: Object.fromEntries(
      Object.entries(alert.params).map(([key, value]) => [key, String(value)]),
    ),
    cooldownMinutes: String(alert.cooldownMinutes),
    note: alert.note ?? "",
  };
}
