import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-500">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">We couldn&apos;t find that page</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">The link may be old, or the address mistyped.</p>
      <Link href="/" className={`mt-8 ${buttonClass()}`}>
        Go to the overview
      </Link>
    </div>
  );
}
