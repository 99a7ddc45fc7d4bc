"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { panelClass } from "@/components/ui/panel-class";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import type { ApplyInput } from "../affiliate-inputs";

type Errors = Partial<Record<keyof ApplyInput | "form", string>>;
const empty: ApplyInput = { name: "", website: "", promotion: "", payoutEmail: "" };

/**
 * The application (docs/product.md#affiliate-program): who you are, where and how you will promote
 * Marketdesk, and where to pay you. The server checks every field; its refusals show at the fields,
 * and focus moves to the first. After a rejection it opens with what was sent last time.
 */
export function ApplicationForm({ initial }: { initial: ApplyInput | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshStanding = () =>
    queryClient.invalidateQueries({ queryKey: trpc.affiliate.me.queryKey() });
  const apply = useMutation(
    trpc.affiliate.submitApplication.mutationOptions({ meta: { silentErrors: true } }),
  );
  const [fields, setFields] = useState<ApplyInput>(initial ?? empty);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useFocusFirstError(errors);
  const field = (name: keyof ApplyInput) => ({
    id: `apply-${name}`,
    name,
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setFields({ ...fields, [name]: event.target.value }),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      await apply.mutateAsync(fields);
    } catch (error) {
      setErrors(getFormErrors(error, "Your application could not be sent. Please try again."));
      // Applied from another tab, or the address not confirmed after all: the screen follows the server.
      if (
        error instanceof TRPCClientError &&
        (error.data?.code === "CONFLICT" || error.data?.code === "FORBIDDEN")
      )
        void refreshStanding();
      return;
    }
    // Received: the screen turns to "Application received".
    await refreshStanding();
  }

  return (
    <section aria-labelledby="apply-heading" className={panelClass()}>
      <h2 id="apply-heading" className="text-lg font-semibold">
        {initial ? "Apply again" : "Apply"}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        We review every application and mail you the decision.
      </p>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-5 max-w-xl space-y-4">
        {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
        <FormField
          {...field("name")}
          label="Your name or business name"
          autoComplete="name"
          maxLength={80}
        />
        <FormField
          {...field("website")}
          label="Website or channel"
          hint="The site, channel, newsletter or account you will promote Marketdesk on."
          autoComplete="url"
          maxLength={200}
        />
        <TextAreaField
          {...field("promotion")}
          label="How you will promote Marketdesk"
          hint="A sentence or two: where, to whom, and how (20 to 1,000 characters)."
          rows={4}
          maxLength={1_000}
        />
        <FormField
          {...field("payoutEmail")}
          type="email"
          label="Payout email"
          hint="The address your commissions are paid to. It may differ from the one you log in with."
          autoComplete="email"
          maxLength={254}
        />
        <button type="submit" disabled={apply.isPending} className={buttonClass()}>
          {apply.isPending ? "Sending…" : "Send the application"}
        </button>
      </form>
    </section>
  );
}
