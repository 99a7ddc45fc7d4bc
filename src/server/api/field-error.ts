import { type TRPC_ERROR_CODE_KEY, TRPCError } from "@trpc/server";

/** A refusal about one input field, found after parsing (a weak password, an email in use). */
export class InputFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "InputFieldError";
  }
}

/**
 * A tRPC error the form shows beside `field`: the error formatter puts it in `data.zodError`
 * exactly where zod's own field errors go. (A hand-made ZodError cannot be the cause: zod 4's
 * errors are not `Error` instances, and tRPC wraps non-errors.)
 */
export function fieldError(
  field: string,
  message: string,
  code: TRPC_ERROR_CODE_KEY = "BAD_REQUEST",
): TRPCError {
  return new TRPCError({ code, message, cause: new InputFieldError(field, message) });
}
