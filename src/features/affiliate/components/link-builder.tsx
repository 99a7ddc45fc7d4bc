"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import type { CreateLinkInput } from "../affiliate-inputs";
import { LinkPreview } from "./link-preview";

type Fields = Required<{ [name in keyof CreateLinkInput]: string }>;
type Errors = Partial<Record<keyof Fields | "form", string>>;

const blank: Fields = {
  path: "/",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
};
const utmFields = [
  { name: "utm_source", label: "Source", hint: "Where it is posted: youtube, newsletter" },
  { name: "utm_medium", label: "Medium", hint: "What kind of place: video, email, social" },
  { name: "utm_campaign", label: "Campaign", hint: "Which effort: spring-review" },
  { name: "utm_term", label: "Term", hint: "A keyword, for paid search" },
  {
    name: "utm_content",
    label: "Content",
    hint: "Which link of several: description, pinned-comment",
  },
] as const;

/**
 * Builds a link to any page with UTM fields (docs/product.md#affiliate-program): the address shows
 * as it is typed, and "Create link" saves it so its visitors and registrations are counted apart.
 */
export function LinkBuilder({ code }: { code: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.affiliate.createLink.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.affiliate.dashboard.pathKey() }),
    }),
  );
  const [fields, setFields] = useState<Fields>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useFocusFirstError(errors);
  const field = (name: keyof Fields) => ({
    id: `link-${name}`,
    name,
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      create.reset();
      setFields({ ...fields, [name]: event.target.value });
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      await create.mutateAsync(fields);
    } catch (error) {
      setErrors(getFormErrors(error, "The link could not be created. Please try again."));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
      <FormField
        {...field("path")}
        label="Page"
        hint="A page of Marketdesk, e.g. / or /pricing or /stocks/AAPL"
        maxLength={300}
        autoComplete="off"
        spellCheck={false}
      />
      <fieldset>
        <legend className="text-sm font-medium">UTM fields (optional)</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {utmFields.map((utm) => (
            <FormField
              key={utm.name}
              {...field(utm.name)}
              label={utm.label}
              hint={utm.hint}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
      </fieldset>
      <LinkPreview code={code} fields={fields} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={create.isPending} className={buttonClass()}>
          {create.isPending ? "Creating…" : "Create link"}
        </button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {create.isSuccess
            ? create.data.created
              ? "Link created: it is in your links below."
              : "You have this link already: it is in your links below."
            : ""}
        </p>
      </div>
    </form>
  );
}
