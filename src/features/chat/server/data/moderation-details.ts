import "server-only";
import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { publicAccountsAs } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { chatMessageRevisions, chatMessages, chatReports } from "@/server/db/schema";
import { countingReporterSql } from "./counting-reporter";
import { displayNameSql } from "./display-name";
import type { ChatMessageView } from "./message-views";
import { messageViewsById } from "./message-views-by-id";
import { reportSinceReview } from "./report-since-review";
import { listActiveSanctions } from "./sanctions";

const reporters = publicAccountsAs("reporter");
const authors = publicAccountsAs("history_author");
const anchors = alias(chatMessages, "anchor");

/** Messages shown either side of a queued one, so a moderator reads it in its thread. */
const CONTEXT_MESSAGES = 3;
const HISTORY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Each message's earlier texts, oldest first, with when each was replaced. */
export async function listRevisions(db: Database, messageIds: number[]) {
  const rows = await db
    .select({
      messageId: chatMessageRevisions.messageId,
      body: chatMessageRevisions.body,
      replacedAt: chatMessageRevisions.replacedAt,
    })
    .from(chatMessageRevisions)
    .where(inArray(chatMessageRevisions.messageId, messageIds))
    .orderBy(asc(chatMessageRevisions.replacedAt), asc(chatMessageRevisions.id));
  return groupBy(
    rows,
    (row) => row.messageId,
    ({ body, replacedAt }) => ({ body, replacedAt }),
  );
}

/**
 * The reports made since each message was last reviewed, newest first: the reason, when, who by
 * (their public name, never an email) and whether they count towards hiding it automatically
 * (countingReporterSql: established and not banned).
 */
export async function listPendingReports(
  db: Database,
  {
    messageIds,
    now,
    minAccountAgeMs,
  }: { messageIds: number[]; now: Date; minAccountAgeMs: number },
) {
  const established = countingReporterSql(reporters, { now, minAccountAgeMs });
  const rows = await db
    .select({
      messageId: chatReports.messageId,
      reason: chatReports.reason,
      createdAt: chatReports.createdAt,
      reporterName: displayNameSql(reporters),
      established: sql<boolean>`coalesce(${established}, false)`,
    })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .innerJoin(reporters, eq(reporters.id, chatReports.reporterId))
    .where(and(inArray(chatReports.messageId, messageIds), reportSinceReview))
    .orderBy(desc(chatReports.createdAt));
  return groupBy(
    rows,
    (row) => row.messageId,
    ({ reason, createdAt, reporterName, established: isEstablished }) => ({
      reason,
      createdAt,
      reporterName,
      established: isEstablished,
    }),
  );
}

/** The messages just before and just after each one in its room, hidden and deleted ones included, oldest first. */
export async function listThreadContext(db: Database, messageIds: number[]) {
  const near = (side: "before" | "after") =>
    db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.room, anchors.room),
          side === "before" ? lt(chatMessages.id, anchors.id) : gt(chatMessages.id, anchors.id),
        ),
      )
      .orderBy(side === "before" ? desc(chatMessages.id) : asc(chatMessages.id))
      .limit(CONTEXT_MESSAGES)
      .as(side);
  const pairs = async (side: "before" | "after") => {
    const around = near(side);
    const rows = await db
      .select({ anchorId: anchors.id, id: around.id })
      .from(anchors)
      .innerJoinLateral(around, sql`true`)
      .where(inArray(anchors.id, messageIds));
    return rows.map((row) => ({ ...row, side }));
  };
  const rows = [...(await pairs("before")), ...(await pairs("after"))];
  const byId = await messageViewsById(
    db,
    rows.map((row) => row.id),
    { keepDeleted: true },
  );
  const context = new Map<number, { before: ChatMessageView[]; after: ChatMessageView[] }>(
    messageIds.map((id) => [id, { before: [], after: [] }]),
  );
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const view = byId.get(row.id);
    if (view) context.get(row.anchorId)?.[row.side].push(view);
  }
  return context;
}

/**
 * Each author's record: how old the account is, their messages in the last 30 days, how many of
 * their messages are hidden and how many were ever reported, and the sanction in force.
 */
export async function listAuthorHistories(
  db: Database,
  { authorIds, now }: { authorIds: string[]; now: Date },
) {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const [rows, sanctions] = await Promise.all([
    authorIds.length === 0
      ? []
      : db
          .select({
            id: authors.id,
            name: displayNameSql(authors),
            isAdmin: sql<boolean>`${authors.type} = 'admin'`,
            createdAt: authors.createdAt,
            recentMessages:
              sql<number>`count(distinct ${chatMessages.id}) filter (where ${gte(chatMessages.createdAt, since)})`.mapWith(
                Number,
              ),
            hiddenMessages: countDistinct(
              sql`case when ${isNotNull(chatMessages.hiddenAt)} then ${chatMessages.id} end`,
            ),
            reportedMessages: countDistinct(chatReports.messageId),
          })
          .from(authors)
          .leftJoin(chatMessages, eq(chatMessages.authorId, authors.id))
          .leftJoin(chatReports, eq(chatReports.messageId, chatMessages.id))
          .where(inArray(authors.id, authorIds))
          .groupBy(authors.id, authors.name, authors.type, authors.createdAt),
    listActiveSanctions(db, { now, userIds: authorIds }),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        accountAgeDays: Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS),
        sanction: sanctions.find((sanction) => sanction.userId === row.id) ?? null,
      },
    ]),
  );
}

function groupBy<Row, Key, Value>(
  rows: Row[],
  key: (row: Row) => Key,
  value: (row: Row) => Value,
): Map<Key, Value[]> {
  const groups = new Map<Key, Value[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), value(row)]);
  return groups;
}
