import "server-only";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutgoingMail } from "./outgoing-mail";

export type MailboxMessage = OutgoingMail & { sentAt: string };

/** The mailbox keeps the newest messages only, so a demo left running does not fill the disk. */
const MAILBOX_LIMIT = 200;
const UUID = /^[0-9a-f-]{36}$/;

/** Files are named by time then id, so their names sort oldest first. */
const fileName = (mail: MailboxMessage) => `${mail.sentAt.replaceAll(":", "-")}_${mail.id}.json`;

async function listFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(".json")).sort();
}

/** Keeps a delivered mail as a JSON file of the embedded demo's mailbox (docs/architecture.md#mail). */
export async function saveMailboxMessage(folder: string, mail: OutgoingMail): Promise<void> {
  await mkdir(folder, { recursive: true });
  const message: MailboxMessage = { ...mail, sentAt: new Date().toISOString() };
  await writeFile(path.join(folder, fileName(message)), JSON.stringify(message));
  const files = await listFiles(folder);
  for (const old of files.slice(0, Math.max(0, files.length - MAILBOX_LIMIT)))
    await rm(path.join(folder, old), { force: true });
}

/** The mailbox's messages, newest first. */
export async function listMailboxMessages(folder: string): Promise<MailboxMessage[]> {
  const files = (await listFiles(folder)).reverse();
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(folder, name), "utf8")) as MailboxMessage,
    ),
  );
}

/** One message by its id, or null; an id that is not a uuid names no file. */
export async function readMailboxMessage(
  folder: string,
  id: string,
): Promise<MailboxMessage | null> {
  if (!UUID.test(id)) return null;
  const name = (await listFiles(folder)).find((file) => file.endsWith(`_${id}.json`));
  return name
    ? (JSON.parse(await readFile(path.join(folder, name), "utf8")) as MailboxMessage)
    : null;
}
