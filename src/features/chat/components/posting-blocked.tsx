import { formatDateTime } from "@/lib/dates/format-date-time";

/** In the composer's place for a muted or banned person: for how long, and the moderator's reason. */
export function PostingBlocked({
  reason,
  until,
  note,
}: {
  reason: "muted" | "banned";
  until: Date | null;
  note: string;
}) {
  const what =
    reason === "muted" ? "A moderator muted you in chat" : "A moderator banned you from chat";
  return (
    <div
      role="status"
      className="border-t border-slate-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-slate-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">
        {what}{" "}
        {until ? (
          <>
            until <time dateTime={until.toISOString()}>{formatDateTime(until)}</time>
          </>
        ) : (
          "for good"
        )}
        .
      </p>
      <p className="mt-1">
        <span className="font-semibold">Reason:</span> {note}
      </p>
      <p className="mt-1 text-amber-900 dark:text-amber-200">You can still read every room.</p>
    </div>
  );
}
