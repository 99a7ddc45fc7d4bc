import { FormField } from "@/components/ui/form-field";
import type { AlertKind } from "../alert-kinds";
import { SelectField } from "./select-field";

type Field =
  | { key: string; label: string; type: "number"; hint?: string; step?: string }
  | { key: string; label: string; type: "select"; options: { value: string; label: string }[] };

const direction: Field = {
  key: "direction",
  label: "Direction",
  type: "select",
  options: [
    { value: "above", label: "Crossing up" },
    { value: "below", label: "Crossing down" },
  ],
};

/** Each kind's settings (alert-params.ts) as the form asks for them. */
const fieldsOf: Record<AlertKind, Field[]> = {
  price_cross: [{ key: "level", label: "Price level", type: "number", step: "0.01" }, direction],
  percent_move: [
    {
      key: "percent",
      label: "Move (%)",
      type: "number",
      step: "0.1",
      hint: "A negative number waits for a fall.",
    },
    {
      key: "basis",
      label: "Measured from",
      type: "select",
      options: [
        { value: "previous_close", label: "The previous close" },
        { value: "set_price", label: "The price when set" },
      ],
    },
  ],
  watchlist_target: [],
  new_high_low: [
    {
      key: "side",
      label: "Which",
      type: "select",
      options: [
        { value: "high", label: "A new 52-week high" },
        { value: "low", label: "A new 52-week low" },
        { value: "either", label: "Either" },
      ],
    },
  ],
  relative_volume: [
    { key: "multiple", label: "Times the average volume", type: "number", step: "0.1" },
  ],
  sma_cross: [
    {
      key: "length",
      label: "Moving average",
      type: "select",
      options: ["20", "50", "200"].map((days) => ({ value: days, label: `${days}-day` })),
    },
    direction,
  ],
  rsi_cross: [{ key: "level", label: "RSI level (1–99)", type: "number", step: "1" }, direction],
  earnings_soon: [{ key: "days", label: "Days before the report", type: "number", step: "1" }],
  screen_membership: [
    {
      key: "change",
      label: "When a symbol",
      type: "select",
      options: [
        { value: "enter", label: "Enters the screen" },
        { value: "leave", label: "Leaves the screen" },
        { value: "either", label: "Enters or leaves" },
      ],
    },
  ],
  chat_volume_spike: [
    {
      key: "multiple",
      label: "Times the usual messages an hour",
      type: "number",
      step: "0.5",
      hint: "The last hour against the hourly average of the 7 days before.",
    },
  ],
  chat_sentiment_flip: [],
  // The call itself is chosen in the chat, on one's own message; only the move is set here.
  call_moved: [{ key: "percent", label: "Move either way (%)", type: "number", step: "0.1" }],
};

/** The chosen kind's settings, each applied as it is typed; `error` is the first problem of them. */
export function AlertKindFields({
  kind,
  fields,
  error,
  onChange,
}: {
  kind: AlertKind;
  fields: Record<string, string>;
  error: string | undefined;
  onChange: (key: string, value: string) => void;
}) {
  const shown = fieldsOf[kind];
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {shown.map((field, index) =>
        field.type === "number" ? (
          <FormField
            key={field.key}
            id={`alert-${field.key}`}
            label={field.label}
            type="text"
            inputMode="decimal"
            value={fields[field.key] ?? ""}
            hint={field.hint}
            error={index === 0 ? error : undefined}
            onChange={(event) => onChange(field.key, event.target.value)}
          />
        ) : (
          <SelectField
            key={field.key}
            id={`alert-${field.key}`}
            label={field.label}
            value={fields[field.key] ?? ""}
            options={field.options}
            onChange={(value) => onChange(field.key, value)}
          />
        ),
      )}
    </div>
  );
}
