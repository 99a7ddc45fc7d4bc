import { buttonClass } from "@/components/ui/button-class";

/** The parts of an infinite query the button reads; TanStack's result has them all. */
type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Fetches a paged list's next page; absent once there is none, and disabled while one is on its
 * way so a second click cannot ask for the same page twice.
 */
export function LoadMoreButton({ query, label }: { query: PagedQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      className={buttonClass({ variant: "secondary", size: "sm" })}
    >
      {query.isFetchingNextPage ? "Loading…" : label}
    </button>
  );
}
