/**
 * A signed-in person's own events on the page's stream (notifications, docs/alerts.md#delivery-in-the-app):
 * `send` is called per event; resolves to the function that stops them. The route supplies it, so
 * market never imports the feature whose events they are.
 */
export type PersonalEvents = (send: (event: string, data: unknown) => void) => Promise<() => void>;
