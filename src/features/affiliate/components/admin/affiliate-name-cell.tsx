/** A row's heading cell in the console's tables: the affiliate's name, and their code under it. */
export function AffiliateNameCell({ name, code }: { name: string; code: string | null }) {
  return (
    <th scope="row" className="py-2 pr-3 text-left font-normal">
      <span className="block font-semibold break-words">{name}</span>
      <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">
        {code ?? "No code"}
      </span>
    </th>
  );
}
