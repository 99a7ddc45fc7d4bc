import type { ReactNode } from "react";

/** One block of the room directory: a heading and its rooms, or what stands in for them. */
export function RoomSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The grey stand-in for the directory's three lists while the rooms load: for each, its heading's
 * bar over a row of tiles, about where and how tall the lists will be.
 */
export function RoomListsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading rooms" className="animate-pulse space-y-8">
      {[0, 1, 2].map((section) => (
        <div key={section} className="space-y-3">
          <div className="h-7 w-48 rounded bg-slate-100 dark:bg-slate-900" />
          <div className="h-14 rounded-lg bg-slate-100 dark:bg-slate-900" />
        </div>
      ))}
    </div>
  );
}

/** A block with nothing in it, said in a sentence. */
export function RoomSectionNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
