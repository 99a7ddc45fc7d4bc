import Link from "next/link";

/** The quiet way out of a checkout or plan change, back to the pricing page, under its button. */
export function BackToPlansLink() {
  return (
    <Link
      href="/pricing"
      className="block text-center text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      Back to plans
    </Link>
  );
}
