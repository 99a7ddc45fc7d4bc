import { panelClass } from "@/components/ui/panel-class";

/** The company's business summary from the live provider; nothing when there is none (the 2021 listing has none). */
export function CompanyProfile({
  name,
  description,
}: {
  name: string;
  description: string | null;
}) {
  if (!description) return null;
  return (
    <section aria-labelledby="profile-heading" className={panelClass("sm")}>
      <h2 id="profile-heading" className="font-semibold">
        About {name}
      </h2>
      <p className="mt-2 max-w-prose text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {description}
      </p>
    </section>
  );
}
