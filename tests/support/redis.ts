import { connect } from "node:net";

// Redis for the rate-limit store's tests. CI sets TEST_REDIS_URL and starts Redis, so there a missing
// Redis fails the run. Elsewhere the tests use a Redis at the default address when one answers, and
// otherwise are skipped with a loud notice, as the PostgreSQL half is without TEST_DATABASE_URL.

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function answersPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

export const redisTestsEnabled: boolean = process.env.TEST_REDIS_URL !== undefined || (await answersPing(TEST_REDIS_URL));

if (!redisTestsEnabled) {
  console.warn(`\n!!! No Redis answers at ${TEST_REDIS_URL} and TEST_REDIS_URL is not set: the Redis rate-limit store tests are SKIPPED.\n`);
}
