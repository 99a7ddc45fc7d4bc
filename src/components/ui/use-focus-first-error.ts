"use client";

import { useEffect, useRef } from "react";
import { focusFirstError } from "./focus-first-error";

/**
 * For a form whose errors live in state: give the returned ref to the `<form>`, and each time a new
 * errors object with at least one message renders, focus moves to the first error. Set a new object
 * on every failed submit (even with the same messages) so a second failure moves focus again.
 */
export function useFocusFirstError(errors: Readonly<Record<string, unknown>>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) focusFirstError(formRef.current);
  }, [errors]);
  return formRef;
}
