import { ErrorNotice } from "@/components/ui/error-notice";
import { describeError } from "@/lib/query/describe-error";

/** The parts of a failed TanStack query the notice reads. */
type FailedQuery = { error: unknown; refetch: () => Promise<unknown> };

/**
 * A read that failed, said in place with the reason and a way to try again: by default the query
 * is fetched again; `onRetry` replaces that (a paged list retries its next page, not the first).
 */
export function LoadFailure({
  what,
  query,
  onRetry = () => void query.refetch(),
}: {
  what: string;
  query: FailedQuery;
  onRetry?: () => void;
}) {
  return (
    <ErrorNotice>
      {what} could not be loaded. {describeError(query.error).description}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        Try again
      </button>
    </ErrorNotice>
  );
}
