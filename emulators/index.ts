/**
 * Starts the embedded backends together: what `npm run emulators`, `npm start`, a local build
 * and the test harness run against.
 */
import { startThirdPartyEmulator } from './thirdparty/server';

export interface EmulatorSet {
  urls: Record<string, string>;
  stop: () => Promise<void>;
}

export interface EmulatorSetOptions {
  /** Port 0 everywhere gives free ports (tests); default the fixed ports of local mode. */
  randomPorts?: boolean;
}

export async function startEmulators(options: EmulatorSetOptions = {}): Promise<EmulatorSet> {
  const port = (fixed: number | undefined) => (options.randomPorts ? 0 : fixed);
  const thirdParty = await startThirdPartyEmulator({ port: port(undefined) });
  return {
    urls: { thirdParty: thirdParty.url },
    stop: async () => {
      await thirdParty.close();
    },
  };
}
