/**
 * Where the messages will be, while the first page loads: the shapes of a few messages. `waiting`
 * is the same shapes before anything loads (a stock page's room not yet scrolled near): nothing
 * for a screen reader to hear, and not busy.
 */
export function MessageListSkeleton({
  heightClass,
  waiting = false,
}: {
  heightClass: string;
  waiting?: boolean;
}) {
  const announced = waiting
    ? { "aria-hidden": true }
    : { "aria-busy": true, "aria-label": "Loading messages" };
  return (
    <div
      {...announced}
      className={`flex flex-col justify-end gap-4 overflow-hidden px-3 py-4 ${heightClass}`}
    >
      {[72, 48, 86, 60].map((width) => (
        <div key={width} className="flex gap-3">
          <div className="size-8 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div
              className="h-3 animate-pulse rounded bg-slate-100 dark:bg-slate-900"
              style={{ width: `${width}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
