/**
 * "—" for a value the data does not have, with the reason on hover and for screen readers, never a
 * silent blank (docs/live-market.md#correct-data-everywhere).
 */
export function MissingValue({ reason }: { reason: string }) {
  return (
    <span title={reason}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}
