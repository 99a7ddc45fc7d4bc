import { LineIcon } from "@/components/ui/line-icon";

/** The magnifier of the symbol search, on its header button and inside its field. */
export function SearchIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </LineIcon>
  );
}
