import type { InputHTMLAttributes, ReactNode } from "react";
import { describedByOf, FieldFrame, textControlClass } from "./field-frame";

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its error beside it, announced to screen readers. */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        className={`${textControlClass} text-sm`}
        {...input}
      />
    </FieldFrame>
  );
}
