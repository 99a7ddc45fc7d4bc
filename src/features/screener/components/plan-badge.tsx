/** The plan a locked thing comes with, as a small badge beside it (a filter's label, the export). */
export function PlanBadge({ name }: { name: string }) {
  return (
    <span className="bg-brand-100 text-brand-700 dark:bg-brand-700 rounded px-1 text-[10px] font-bold uppercase dark:text-white">
      {name}
    </span>
  );
}
