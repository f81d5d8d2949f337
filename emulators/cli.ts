/** `npm run emulators`: the embedded backends in the foreground until Ctrl-C. */
import { startEmulators } from './index';

async function main() {
  const set = await startEmulators();
  for (const [name, url] of Object.entries(set.urls)) console.log(`${name.padEnd(12)} ${url}`);
  console.log('Embedded backends are running. Press Ctrl-C to stop.');
  const stop = async () => {
    await set.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
