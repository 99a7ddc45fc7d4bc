import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRedisSubscriber } from "@/server/realtime/create-redis-subscriber";

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * docs/scaling.md#real-time-over-redis: a node subscribes whenever a hub first needs a channel,
 * which on a node just started can be while its connection is still being set up.
 */
describe.runIf(redisUrl)("the Redis subscriber connection", () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it("subscribes when asked between the connection opening and its being ready, and hears what is published", async () => {
    const channel = `marketdesk:test:${randomUUID()}`;
    const subscriber = createRedisSubscriber(redisUrl!);
    const publisher = new Redis(redisUrl!);
    clients.push(subscriber, publisher);
    const errors: unknown[] = [];
    const heard: string[] = [];
    subscriber.on("error", (error: unknown) => errors.push(error));
    subscriber.on("message", (_channel: string, payload: string) => heard.push(payload));
    const ready = new Promise((resolve) => subscriber.once("ready", resolve));
    const subscribed = new Promise<unknown>((resolve, reject) =>
      subscriber.once("connect", () => subscriber.subscribe(channel).then(resolve, reject)),
    );
    await Promise.all([subscribed, ready]);
    await publisher.publish(channel, "quote:AAPL");
    await expect.poll(() => heard).toEqual(["quote:AAPL"]);
    expect(errors).toEqual([]);
  });
});
