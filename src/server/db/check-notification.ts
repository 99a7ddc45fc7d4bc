/**
 * A channel name is written into LISTEN and UNLISTEN as an identifier (they take no parameters), so
 * only plain lower-case names of at most 63 characters, PostgreSQL's identifier length, are accepted.
 */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL refuses a payload of 8,000 bytes or more ("payload string too long"). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) {
    throw new Error(
      `"${channel.slice(0, 80)}" is not a channel name: use a lower-case letter or _ first, then lower-case letters, digits or _, 63 characters at most.`,
    );
  }
}

/**
 * The parameters of `select pg_notify($1, $2)`, which both engines send, once both are checked.
 * docs/architecture.md#real-time: a payload names what changed (ids); listeners fetch the rows.
 */
export function notifyParameters(channel: string, payload: string): [string, string] {
  assertChannelName(channel);
  const bytes = Buffer.byteLength(payload, "utf8");
  if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(
      `A notification's payload may be at most ${MAX_NOTIFY_PAYLOAD_BYTES} bytes; this one is ${bytes}. Send ids and fetch the rows instead.`,
    );
  }
  return [channel, payload];
}
