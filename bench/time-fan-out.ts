import type { TimedStatement } from "./time-writer-statements";

/**
 * How long each flush's quotes took to reach the streams: every stream event (id and arrival times,
 * openSseReaders) is matched to the flush that wrote its id, among `flushes` (in write order, the
 * first after quote `afterSeq`). An event's id is the highest number it carries, so an event that
 * brought two flushes at once (a hub running behind) counts from the later. Times in ms from the
 * flush statement's start and from its end, where the hub's notification can first arrive.
 */
export function timeFanOut(
  flushes: readonly TimedStatement[],
  afterSeq: number,
  events: Iterable<[number, readonly number[]]>,
) {
  const written = flushes.filter((flush) => flush.seq !== null);
  const fromStart: number[] = [];
  const fromEnd: number[] = [];
  const slowest = new Map<TimedStatement, number>();
  for (const [id, times] of events) {
    if (id <= afterSeq) continue;
    const flush = written.find((candidate) => id <= candidate.seq!);
    if (!flush) continue;
    for (const time of times) {
      fromStart.push(time - flush.start);
      fromEnd.push(time - flush.end);
      slowest.set(flush, Math.max(slowest.get(flush) ?? 0, time - flush.start));
    }
  }
  return { fromStart, fromEnd, slowestFromStart: [...slowest.values()], flushes: slowest.size };
}
