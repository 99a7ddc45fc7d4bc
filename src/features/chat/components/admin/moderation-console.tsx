import { ActiveSanctions } from "./active-sanctions";
import { ModerationLog } from "./moderation-log";
import { ModerationQueue } from "./moderation-queue";

const headingClass = "text-lg font-semibold tracking-tight";

/** /admin/moderation (docs/product.md#chat, "Moderation"): the queue, then the sanctions in force, then the audit log. */
export function ModerationConsole() {
  return (
    <div className="space-y-12">
      <section aria-labelledby="moderation-queue" className="space-y-4">
        <h2 id="moderation-queue" className={headingClass}>
          Review queue
        </h2>
        <ModerationQueue />
      </section>
      <section aria-labelledby="moderation-sanctions" className="space-y-4">
        <h2 id="moderation-sanctions" className={headingClass}>
          Mutes and bans in force
        </h2>
        <ActiveSanctions />
      </section>
      <section aria-labelledby="moderation-log" className="space-y-4">
        <h2 id="moderation-log" className={headingClass}>
          Audit log
        </h2>
        <ModerationLog />
      </section>
    </div>
  );
}
