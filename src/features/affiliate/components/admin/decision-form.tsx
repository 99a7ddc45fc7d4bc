"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { showToast } from "@/lib/toast/toast-store";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import { CancelButton } from "./cancel-button";
import { useAdminMutationOptions } from "./use-admin-mutation-options";

export type Decision = "approve" | "reject" | "suspend" | "reinstate";

const ACTIONS: Record<Decision, { label: string; pending: string; title: string; done: string }> = {
  approve: {
    label: "Approve",
    pending: "Approving…",
    title: "Application approved",
    done: "is approved and has a code",
  },
  reject: {
    label: "Reject",
    pending: "Rejecting…",
    title: "Application rejected",
    done: "is rejected",
  },
  suspend: {
    label: "Suspend",
    pending: "Suspending…",
    title: "Affiliate suspended",
    done: "is suspended: new clicks and registrations no longer count",
  },
  reinstate: {
    label: "Reinstate",
    pending: "Reinstating…",
    title: "Affiliate reinstated",
    done: "is active again",
  },
};

type Props = {
  affiliate: { id: string; name: string };
  decisions: Decision[];
  label: string;
  hint: string;
  onDone?: () => void;
  onCancel?: () => void;
};

/**
 * An admin's decision with its note (docs/product.md#affiliate-program): the note is mailed to the
 * person with the decision, and the server refuses a rejection or suspension without one, which is
 * said at the note. The first decision listed is the primary one.
 */
export function DecisionForm({ affiliate, decisions, label, hint, onDone, onCancel }: Props) {
  const trpc = useTRPC();
  const review = useMutation(
    trpc.affiliate.admin.review.mutationOptions(useAdminMutationOptions()),
  );
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ note?: string; form?: string }>({});
  const formRef = useFocusFirstError(errors);
  const noteId = `decision-note-${affiliate.id}`;

  const decide = (decision: Decision) => {
    setErrors({});
    review.mutate(
      { affiliateId: affiliate.id, decision, note },
      {
        onError: (error) =>
          setErrors(getFormErrors(error, "The decision could not be saved. Please try again.")),
        onSuccess: () => {
          const told = note.trim()
            ? "They are told by mail, with your note."
            : "They are told by mail.";
          showToast({
            title: ACTIONS[decision].title,
            description: `${affiliate.name} ${ACTIONS[decision].done}. ${told}`,
            tone: "info",
          });
          onDone?.();
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="space-y-3"
    >
      <TextAreaField
        id={noteId}
        label={label}
        hint={hint}
        value={note}
        maxLength={1_000}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
      <div className="flex flex-wrap gap-2">
        {decisions.map((decision, index) => (
          <button
            key={decision}
            type="button"
            disabled={review.isPending}
            onClick={() => decide(decision)}
            className={buttonClass({ variant: index === 0 ? "primary" : "secondary", size: "sm" })}
          >
            {review.isPending && review.variables.decision === decision
              ? ACTIONS[decision].pending
              : ACTIONS[decision].label}
          </button>
        ))}
        {onCancel && <CancelButton onCancel={onCancel} />}
      </div>
    </form>
  );
}
