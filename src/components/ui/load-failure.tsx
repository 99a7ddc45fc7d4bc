import { ErrorNotice } from "@/components/ui/error-notice";
import { describeError } from "@/lib/query/describe-error";

/** A read that failed, said in place with the reason and a way to try again. */
export function LoadFailure({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <ErrorNotice>
      {what} could not be loaded. {describeError(error).description}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        Try again
      </button>
    </ErrorNotice>
  );
}
