import type { ReactNode, TextareaHTMLAttributes } from "react";
import { describedByOf, FieldFrame, textControlClass } from "./field-frame";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
};

/**
 * A labelled text of a few lines, as FormField is for one line. 16 px text on phones, so iOS does
 * not zoom into it.
 */
export function TextAreaField({ id, label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        className={`${textControlClass} text-base sm:text-sm`}
        {...textarea}
      />
    </FieldFrame>
  );
}
