"use client";

import { useEffect, useState } from "react";
import type { PasswordVerdict } from "@/lib/auth/check-password-strength";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-length";

const labels = ["Very weak", "Weak", "Fair", "Strong", "Very strong"];
const colours = ["bg-red-500", "bg-red-500", "bg-amber-500", "bg-brand-500", "bg-brand-600"];

/**
 * The server's own strength rule, run as the person types. The dictionaries are loaded on the
 * first keystroke, not with the page.
 */
export function PasswordStrengthMeter({
  password,
  related,
}: {
  password: string;
  related: string[];
}) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const relatedKey = related.join("\u0000");
  useEffect(() => {
    if (!password) return;
    let cancelled = false;
    void import("@/lib/auth/check-password-strength").then(({ checkPasswordStrength }) => {
      if (!cancelled) setVerdict(checkPasswordStrength(password, relatedKey.split("\u0000")));
    });
    return () => {
      cancelled = true;
    };
  }, [password, relatedKey]);

  if (!password || !verdict)
    return <span>At least {PASSWORD_MIN_LENGTH} characters; a few unrelated words work well.</span>;
  return (
    <span className="block">
      <span className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span
            key={step}
            className={`h-1 flex-1 rounded ${step < Math.max(1, verdict.score) ? colours[verdict.score] : "bg-slate-200 dark:bg-slate-800"}`}
          />
        ))}
      </span>
      <span className="mt-1 block">
        {labels[verdict.score]}
        {verdict.ok ? "" : ` — ${verdict.reason}`}
      </span>
    </span>
  );
}
