import { TRPCClientError } from "@trpc/client";

/** The first message per input field from a BAD_REQUEST's `data.zodError`, for errors beside fields. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors =
    (
      error.data as
        | { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null }
        | undefined
    )?.zodError?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/**
 * A form's errors from a refused submit: beside their fields when the server named fields, else
 * the server's sentence for the whole form, or `fallback` when there is none (a network failure).
 */
export function getFormErrors(error: unknown, fallback: string): Record<string, string> {
  const byField = getFieldErrors(error);
  if (Object.keys(byField).length > 0) return byField;
  return { form: error instanceof Error ? error.message : fallback };
}
