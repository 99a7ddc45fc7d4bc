import { TRPCClientError } from "@trpc/client";

/** The first message per input field from a BAD_REQUEST's `data.zodError`, for errors beside fields. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error.data as { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } | undefined)?.zodError?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])));
}
