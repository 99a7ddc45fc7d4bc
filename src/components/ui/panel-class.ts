/** The bordered box every screen groups its content in; `sm` for dense blocks such as figures and movers. */
export function panelClass(padding: "sm" | "md" = "md"): string {
  return `rounded-xl border border-slate-200 dark:border-slate-800 ${padding === "sm" ? "p-4" : "p-6"}`;
}
