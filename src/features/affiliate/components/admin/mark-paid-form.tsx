"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { formatPrice } from "@/lib/format/format-price";
import { showToast } from "@/lib/toast/toast-store";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import type { DueBalance } from "./affiliate-admin-types";
import { CancelButton } from "./cancel-button";
import { useAdminMutationOptions } from "./use-admin-mutation-options";

/**
 * The confirm step of "Mark paid": the amount and the address in one question, and an optional
 * reference for the payment made elsewhere (this site sends no money). The server pays what is due
 * when it answers, which the toast reports.
 */
export function MarkPaidForm({ balance, onClose }: { balance: DueBalance; onClose: () => void }) {
  const trpc = useTRPC();
  const markPaid = useMutation(
    trpc.affiliate.admin.markPaid.mutationOptions(useAdminMutationOptions()),
  );
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<{ reference?: string; form?: string }>({});
  const formRef = useFocusFirstError(errors);
  const amount = formatPrice(balance.balance, balance.currency);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    markPaid.mutate(
      { affiliateId: balance.affiliateId, reference: reference.trim() || undefined },
      {
        onError: (error) =>
          setErrors(getFormErrors(error, "The payout could not be recorded. Please try again.")),
        onSuccess: (paid) => {
          const entries = paid.entries === 1 ? "1 entry" : `${paid.entries} entries`;
          showToast({
            title: "Payout recorded",
            description: `${formatPrice(paid.amount, balance.currency)} to ${balance.payoutEmail} is marked paid (${entries}).`,
            tone: "info",
          });
          onClose();
        },
      },
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm break-words">
        Mark <strong>{amount}</strong> paid to <strong>{balance.payoutEmail}</strong>?
      </p>
      <div className="max-w-sm">
        <FormField
          id={`payout-reference-${balance.affiliateId}`}
          label="Reference (optional)"
          value={reference}
          maxLength={200}
          autoFocus
          onChange={(event) => setReference(event.target.value)}
          error={errors.reference}
          hint="Your payment's id, e.g. the bank transfer's or PayPal's, kept with the payout."
        />
      </div>
      {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={markPaid.isPending} className={buttonClass({ size: "sm" })}>
          {markPaid.isPending ? "Recording…" : `Mark ${amount} paid`}
        </button>
        <CancelButton onCancel={onClose} />
      </div>
    </form>
  );
}
