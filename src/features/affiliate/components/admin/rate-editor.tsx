"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { showToast } from "@/lib/toast/toast-store";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import type { AdminAffiliate } from "./affiliate-admin-types";
import { CancelButton } from "./cancel-button";
import { describeRate } from "./describe-rate";
import { useAdminMutationOptions } from "./use-admin-mutation-options";

type Props = { affiliate: AdminAffiliate; defaultPercent: number; onClose: () => void };

/**
 * An affiliate's own commission rate, 0–100 % with two decimals at most, or back to the default. It
 * applies to invoices paid from now on; what is already in the ledger keeps its rate. The range and
 * decimals are the server's to check, and its message shows at the field.
 */
export function RateEditor({ affiliate, defaultPercent, onClose }: Props) {
  const trpc = useTRPC();
  const setRate = useMutation(
    trpc.affiliate.admin.setRate.mutationOptions(useAdminMutationOptions()),
  );
  const [value, setValue] = useState(
    affiliate.ratePercent === null ? "" : String(affiliate.ratePercent),
  );
  const [errors, setErrors] = useState<{ percent?: string; form?: string }>({});
  const formRef = useFocusFirstError(errors);
  const fieldId = `rate-${affiliate.id}`;

  const save = (percent: number | null) => {
    setErrors({});
    setRate.mutate(
      { affiliateId: affiliate.id, percent },
      {
        onError: (error) =>
          setErrors(getFormErrors(error, "The rate could not be saved. Please try again.")),
        onSuccess: () => {
          showToast({
            title: "Rate saved",
            description: `${affiliate.name} earns ${describeRate(percent, defaultPercent)} of invoices paid from now on.`,
            tone: "info",
          });
          onClose();
        },
      },
    );
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const percent = value.trim() === "" ? Number.NaN : Number(value);
    if (Number.isNaN(percent))
      return setErrors({ percent: "Enter a rate between 0 and 100 %, or use the default." });
    save(percent);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <div className="max-w-xs">
        <FormField
          id={fieldId}
          label="Commission rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors.percent}
          hint={`Now ${describeRate(affiliate.ratePercent, defaultPercent)}. A new rate applies to invoices paid from now on.`}
        />
      </div>
      {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={setRate.isPending} className={buttonClass({ size: "sm" })}>
          {setRate.isPending ? "Saving…" : "Save rate"}
        </button>
        <button
          type="button"
          disabled={setRate.isPending || affiliate.ratePercent === null}
          onClick={() => save(null)}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          Use default
        </button>
        <CancelButton onCancel={onClose} />
      </div>
    </form>
  );
}
