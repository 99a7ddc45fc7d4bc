import { env } from "@/env";
import { decidePushMode, type PushDecision } from "./decide-push-mode";

/** Whether this server sends web push, decided from its settings (docs/alerts.md#web-push). */
export function getPushDecision(): PushDecision {
  return decidePushMode(env);
}
