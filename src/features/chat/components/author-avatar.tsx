/** White text on each of these passes WCAG AA (700 shades), in both themes. */
const colours = [
  "bg-sky-700",
  "bg-violet-700",
  "bg-amber-700",
  "bg-rose-700",
  "bg-teal-700",
  "bg-indigo-700",
  "bg-fuchsia-700",
  "bg-emerald-700",
];

/** The same person always gets the same colour: their id picks it. */
function colourOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return colours[Math.abs(hash) % colours.length] ?? "bg-slate-700";
}

/** A round initial beside each message, so a thread is easy to follow by eye; the name beside it says who. */
export function AuthorAvatar({ id, name }: { id: string; name: string }) {
  const initial = [...name.trim()][0]?.toUpperCase() ?? "?";
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white select-none ${colourOf(id)}`}
    >
      {initial}
    </span>
  );
}
