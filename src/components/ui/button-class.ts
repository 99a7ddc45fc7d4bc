/**
 * The one look of a button, for `<button>` and for links that act as buttons (a Next `<Link>` cannot
 * be a `<button>`, so both take the same class). Primary is the one action a screen asks for;
 * secondary is everything beside it. White on brand-700 (5.5:1) and slate-900 on white pass WCAG
 * AA for normal text; white on brand-600 (3.8:1) did not, and button labels are 14 px.
 */
export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary:
    "border border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5",
  md: "px-4 py-2.5",
  lg: "px-5 py-3",
};

export function buttonClass({
  variant = "primary",
  size = "md",
  block = false,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
} = {}): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    block ? "w-full" : "",
  ]
    .filter(Boolean)
    .join(" ");
}
