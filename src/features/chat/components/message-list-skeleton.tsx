/** Where the messages will be, while the first page loads: the shapes of a few messages. */
export function MessageListSkeleton({ heightClass }: { heightClass: string }) {
  return (
    <div aria-busy="true" aria-label="Loading messages" className={`flex flex-col justify-end gap-4 overflow-hidden px-3 py-4 ${heightClass}`}>
      {[72, 48, 86, 60].map((width) => (
        <div key={width} className="flex gap-3">
          <div className="size-8 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 animate-pulse rounded bg-slate-100 dark:bg-slate-900" style={{ width: `${width}%` }} />
          </div>
        </div>
      ))}
    </div>
  );
}
