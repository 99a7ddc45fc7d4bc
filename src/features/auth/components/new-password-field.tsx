"use client";

import { FormField } from "@/components/ui/form-field";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-length";
import { PasswordStrengthMeter } from "./password-strength-meter";

type Props = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  related: string[];
};

/** A password being chosen (sign-up, password change): the length bound and the strength meter, judged against the person's own details. */
export function NewPasswordField({ id, name, label, value, onChange, error, related }: Props) {
  return (
    <FormField
      id={id}
      name={name}
      type="password"
      label={label}
      autoComplete="new-password"
      required
      maxLength={PASSWORD_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={<PasswordStrengthMeter password={value} related={related} />}
    />
  );
}
