"use client";

import { useState } from "react";
import { newAlertForm } from "../alert-form-state";
import { LazyAlertDialog, usePreloadedAlertDialog } from "./lazy-alert-dialog";

/**
 * A saved screen's "Alert on new matches": the form set to tell when a symbol enters the screen
 * (two checks in a row, docs/alerts.md#creating-and-managing-alerts), ready to save or adjust.
 */
export function ScreenAlertButton({
  savedScreenId,
  label,
  className,
}: {
  savedScreenId: string;
  /** Names the screen for screen readers. */
  label: string;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  usePreloadedAlertDialog(true);
  return (
    <>
      <button type="button" aria-label={label} className={className} onClick={() => setOpen(true)}>
        Alert on new matches
      </button>
      {open && (
        <LazyAlertDialog
          initial={{
            ...newAlertForm(),
            kind: "screen_membership",
            scope: "screen",
            savedScreenId,
            fields: { change: "enter" },
            frequency: "every",
          }}
          source="screener"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
