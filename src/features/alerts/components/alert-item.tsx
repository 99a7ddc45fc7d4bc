"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-class";
import { track } from "@/lib/analytics/track";
import { formatDateTime } from "@/lib/dates/format-date-time";
import { alertTargetPath } from "../alert-target-path";
import { alertKindNames, describeAlert } from "../describe-alert";
import type { AlertListItem } from "./alert-list-item";

const statusTone = { active: "good", paused: "neutral", done: "neutral" } as const;
const statusName = { active: "Active", paused: "Paused", done: "Fired" } as const;

/** One alert in the list: what it watches, how often it fired, and what can be done with it. */
export function AlertItem({
  alert,
  onEdit,
  onPause,
  onResume,
  onDelete,
}: {
  alert: AlertListItem;
  onEdit: () => void;
  onPause: () => void;
  onResume: () => void;
  onDelete: () => void;
}) {
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {alert.scope === "symbol" ? (
            <Link href={alertTargetPath(alert.targetName)} className="hover:underline">
              {alert.targetName}
            </Link>
          ) : (
            alert.targetName
          )}{" "}
          <span className="font-normal">{describeAlert(alert.kind, alert.params)}</span>{" "}
          {alert.unchecked ? (
            <Badge tone="warning">Not checked</Badge>
          ) : (
            <Badge tone={statusTone[alert.status]}>{statusName[alert.status]}</Badge>
          )}
        </p>
        <PlanStandingNote alert={alert} />
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {alertKindNames[alert.kind]} ·{" "}
          {alert.triggerCount === 0
            ? "Not fired yet"
            : `Fired ${alert.triggerCount} ${alert.triggerCount === 1 ? "time" : "times"}${alert.lastTriggeredAt ? `, last ${formatDateTime(alert.lastTriggeredAt)}` : ""}`}
          {alert.digestUntil && " · Fires often: sent as a digest for now"}
        </p>
        {alert.note && (
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
            {alert.note}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          href={`/alerts/history?alert=${alert.id}`}
          onClick={() => track("alert_opened", { kind: alert.kind })}
          className={small}
        >
          History
        </Link>
        <button type="button" onClick={onEdit} className={small}>
          Edit
        </button>
        {alert.status === "active" ? (
          <button type="button" onClick={onPause} className={small}>
            Pause
          </button>
        ) : (
          <button type="button" onClick={onResume} className={small}>
            {alert.status === "done" ? "Set again" : "Resume"}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          className={small}
          aria-label={`Delete the ${alert.targetName} alert`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * What the plan keeps of this alert (docs/alerts.md#limits, "After a downgrade"): why it is not
 * checked, or how much of a longer watchlist is, with the way to change it.
 */
function PlanStandingNote({ alert }: { alert: AlertListItem }) {
  const plans = (
    <Link href="/pricing" className="font-semibold underline">
      see plans
    </Link>
  );
  const text = "mt-1 text-sm text-amber-900 dark:text-amber-200";
  if (alert.unchecked === "count")
    return (
      <p className={text}>
        Beyond the alerts your plan keeps, so not checked: delete older alerts, or {plans}.
      </p>
    );
  if (alert.unchecked === "technical")
    return <p className={text}>Technical alerts are checked from Pro: {plans}.</p>;
  if (alert.symbolsChecked !== null)
    return (
      <p className={text}>
        Checks the list&apos;s first {alert.symbolsChecked} symbols on your plan; {plans} for more.
      </p>
    );
  return null;
}
