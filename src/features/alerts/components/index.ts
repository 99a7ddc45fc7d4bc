/** The alerts feature's components other features and pages use (docs/architecture.md#layers). */
export { AlertSettingsForm } from "./alert-settings-form";
export { NotificationBell } from "./notification-bell";
export { NotificationsList } from "./notifications-list";
export { WithSession } from "./with-session";
