/**
 * Extra environment of the builds the e2e suite runs against. Sparta's Dutch pages report
 * errors to the local ingest stand-in, so the suite can see error reporting load where a DSN
 * is configured and stay away where none is.
 */
import type { BrandName } from '../src/config/schema';

export const thirdPartyUrl = `http://127.0.0.1:${process.env.THIRD_PARTY_EMULATOR_PORT ?? 4300}`;
export const e2eSentryDsn = `http://public@127.0.0.1:${process.env.THIRD_PARTY_EMULATOR_PORT ?? 4300}/1`;

export const e2eBuildEnv: Partial<Record<BrandName, Record<string, string>>> = {
  sparta: { SENTRY_DSN_SPARTA_NL: e2eSentryDsn },
};

/**
 * Port of each brand's served build during the e2e run: E2E_PORT_BASE (default 9100) plus the
 * brand's place, so two checkouts can run their suites side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 9100);
const order: BrandName[] = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike'];
export const e2ePorts = Object.fromEntries(order.map((brand, index) => [brand, portBase + index + 1])) as Record<
  BrandName,
  number
>;
