import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";

/**
 * The sign-in pages' email input (log in, register, forgot password): one id, name and autofill
 * hint, so a browser's saved address and the pages' links (`?email=`) fill the same field on each.
 */
export function EmailField(
  props: Omit<ComponentProps<typeof FormField>, "id" | "name" | "type" | "label" | "autoComplete">,
) {
  return (
    <FormField
      id="email"
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
