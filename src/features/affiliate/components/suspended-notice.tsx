import { affiliateDate } from "./affiliate-formats";
import { AttentionPanel } from "./attention-panel";

/** Why nothing is recorded while an affiliate is suspended, and the admin's note. */
export function SuspendedNotice({ since, note }: { since: Date | null; note: string | null }) {
  return (
    <AttentionPanel
      id="suspended"
      title={`Your affiliate account is suspended${since ? ` since ${affiliateDate.format(since)}` : ""}`}
      note={note}
    >
      <p>
        While it is suspended your links record no clicks and no registrations, and new links cannot
        be built. What you earned before stays in your ledger below.
        {note ? " The reviewer's note:" : ""}
      </p>
    </AttentionPanel>
  );
}
