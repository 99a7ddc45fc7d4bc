"use client";

import { useQuery } from "@tanstack/react-query";
import { FormField } from "@/components/ui/form-field";
import { useTRPC } from "@/lib/trpc/react";
import { type AlertFormState, defaultFields } from "../alert-form-state";
import {
  type AlertKind,
  type AlertScope,
  alertKinds,
  chatRoomAlertKinds,
  technicalAlertKinds,
} from "../alert-kinds";
import { alertKindNames } from "../describe-alert";
import { kindFitsScope } from "../kind-fits-scope";
import { SelectField } from "./select-field";

/** The kind a scope starts with when the chosen one does not fit it. */
const firstKind: Record<AlertScope, AlertKind> = {
  symbol: "price_cross",
  watchlist: "watchlist_target",
  screen: "screen_membership",
};

/**
 * What an alert watches: one symbol, one of the person's watchlists or saved screens (an account's),
 * and the kinds that fit there, technical ones marked Pro where the plan lacks them. Fixed when editing.
 * A chat room alert names its room in the symbol field.
 */
export function AlertTargetFields({
  form,
  editing,
  registered,
  technical,
  onChange,
}: {
  form: AlertFormState;
  editing: boolean;
  registered: boolean;
  technical: boolean;
  onChange: (changes: Partial<AlertFormState>) => void;
}) {
  const trpc = useTRPC();
  const lists = useQuery({ ...trpc.watchlist.lists.queryOptions(), enabled: registered });
  const screens = useQuery({ ...trpc.screener.saved.queryOptions(), enabled: registered });
  const locked = (kind: AlertKind) => technicalAlertKinds.has(kind) && !technical;
  const setScope = (scope: AlertScope) => {
    const kind = kindFitsScope(form.kind, scope) ? form.kind : firstKind[scope];
    onChange({ scope, kind, fields: kind === form.kind ? form.fields : defaultFields[kind] });
  };
  const account = (label: string) => (registered ? label : `${label} (free account)`);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="alert-scope"
          label="Watch"
          value={form.scope}
          disabled={editing}
          options={[
            { value: "symbol", label: "One symbol" },
            { value: "watchlist", label: account("A whole watchlist"), disabled: !registered },
            { value: "screen", label: account("A saved screen"), disabled: !registered },
          ]}
          onChange={(scope) => setScope(scope as AlertScope)}
        />
        {form.scope === "symbol" ? (
          <FormField
            id="alert-symbol"
            label={chatRoomAlertKinds.has(form.kind) ? "Chat room (a symbol or general)" : "Symbol"}
            value={form.symbol}
            disabled={editing}
            autoCapitalize="characters"
            onChange={(event) => onChange({ symbol: event.target.value.toUpperCase() })}
          />
        ) : (
          <SelectField
            id="alert-target"
            label={form.scope === "watchlist" ? "Watchlist" : "Saved screen"}
            disabled={editing}
            value={form.scope === "watchlist" ? form.watchlistId : form.savedScreenId}
            options={[
              { value: "", label: "Choose one", disabled: true },
              ...((form.scope === "watchlist" ? lists.data : screens.data) ?? []).map((target) => ({
                value: target.id,
                label: target.name,
              })),
            ]}
            onChange={(id) =>
              onChange(form.scope === "watchlist" ? { watchlistId: id } : { savedScreenId: id })
            }
          />
        )}
      </div>
      <SelectField
        id="alert-kind"
        label="Tell me when it"
        value={form.kind}
        disabled={editing}
        options={alertKinds
          // A call alert is set on one's own message in the chat; here it is only edited.
          .filter((kind) => kindFitsScope(kind, form.scope) && (editing || kind !== "call_moved"))
          .map((kind) => ({
            value: kind,
            label: locked(kind) ? `${alertKindNames[kind]} (Pro)` : alertKindNames[kind],
            disabled: locked(kind),
          }))}
        onChange={(kind) =>
          onChange({ kind: kind as AlertKind, fields: defaultFields[kind as AlertKind] })
        }
      />
    </>
  );
}
