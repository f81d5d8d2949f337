// @vitest-environment node
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContentSpace } from '../../emulators/seed/content';
import { type RunningContentEmulator, startContentEmulator } from '../../emulators/storyblok/server';
import { ensureEmulators } from './emulators';

/** A port nothing listens on: bound by the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let content: RunningContentEmulator;

beforeAll(async () => {
  content = await startContentEmulator({ space: generateContentSpace('raleigh'), port: 0 });
});

afterAll(async () => {
  await content.close();
});

describe('ensureEmulators', () => {
  it('stops with one line naming the backends that do not answer when only some run', async () => {
    const [commerce, thirdParty, salesforce, dealers, reviews] = [
      await closedPort(),
      await closedPort(),
      await closedPort(),
      await closedPort(),
      await closedPort(),
    ];
    // Every port given: on a default port, a build's emulators (beside the tests) may answer.
    const env = {
      CONTENT_EMULATOR_PORT: new URL(content.url).port,
      COMMERCE_EMULATOR_PORT: String(commerce),
      THIRD_PARTY_EMULATOR_PORT: String(thirdParty),
      SALESFORCE_EMULATOR_PORT: String(salesforce),
      DEALERS_EMULATOR_PORT: String(dealers),
      REVIEWS_EMULATOR_PORT: String(reviews),
    };
    const error = await ensureEmulators(env, () => undefined).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain(`Commerce service at http://127.0.0.1:${commerce}/__emulator`);
    expect(message).toContain(`Web-to-case service at http://127.0.0.1:${salesforce}/__emulator`);
    expect(message).toContain(`Dealer service at http://127.0.0.1:${dealers}/__emulator`);
    expect(message).toContain(`Review service at http://127.0.0.1:${reviews}/__emulator`);
    expect(message).not.toContain('Content service');
  });

  it('starts the backends when none answers, and has them stopped once stop resolves', async () => {
    const env = {
      ...process.env,
      CONTENT_EMULATOR_PORT: String(await closedPort()),
      COMMERCE_EMULATOR_PORT: String(await closedPort()),
      THIRD_PARTY_EMULATOR_PORT: String(await closedPort()),
      SALESFORCE_EMULATOR_PORT: String(await closedPort()),
      DEALERS_EMULATOR_PORT: String(await closedPort()),
      REVIEWS_EMULATOR_PORT: String(await closedPort()),
    };
    const stop = await ensureEmulators(env, () => undefined);
    const answers = () =>
      fetch(`http://127.0.0.1:${env.REVIEWS_EMULATOR_PORT}/__emulator`).then(
        (response) => response.ok,
        () => false,
      );
    expect(await answers()).toBe(true);
    await stop();
    expect(await answers()).toBe(false);
  }, 120_000);
});
