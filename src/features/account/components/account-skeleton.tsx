import { panelClass } from "@/components/ui/panel-class";

const bar = "rounded bg-slate-200 dark:bg-slate-800";

/**
 * The account page while `account.me` loads, the size of what replaces it so nothing moves: the
 * profile panel line for line (a name, then Email and Member
 * since, or Guest since and the guest's note) and, for an account, a screen's height standing for
 * the panels below it, which push only what is already out of sight.
 */
export function AccountSkeleton({ registered }: { registered: boolean }) {
  return (
    <div aria-busy="true" aria-label="Loading your account" className="space-y-6">
      <div className={`animate-pulse ${panelClass()}`}>
        <div className="flex h-7 items-center">
          <div className={`h-5 w-40 ${bar}`} />
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          {(registered ? ["w-12", "w-52", "w-24", "w-32"] : ["w-24", "w-32"]).map((width) => (
            <div key={width} className="flex h-5 items-center">
              <div className={`h-3.5 ${width} ${bar}`} />
            </div>
          ))}
        </div>
        {!registered && <div className={`mt-4 h-10 sm:h-5 ${bar}`} />}
      </div>
      {registered ? <div className="min-h-dvh" /> : <div className={`h-9 w-24 ${bar}`} />}
    </div>
  );
}
