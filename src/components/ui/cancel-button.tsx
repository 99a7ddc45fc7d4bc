import { buttonClass } from "@/components/ui/button-class";

/** Leaves an inline form or confirmation without acting: the small secondary button beside its submit. */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <button
      type="button"
      onClick={onCancel}
      className={buttonClass({ variant: "secondary", size: "sm" })}
    >
      Cancel
    </button>
  );
}
