/** Command line and environment of `npm run bench`. Pure. */
import { type BrandName, brandNames } from '../src/config/schema';

export type Part = 'lighthouse' | 'weight' | 'build';
const parts: readonly Part[] = ['lighthouse', 'weight', 'build'];

export interface BenchOptions {
  brands: BrandName[];
  parts: Part[];
  /** Generated catalogue sizes (products per brand) for the build cost, beside the demo one. */
  products: number[];
  /** Measure the demo catalogue's build cost too (off: only the generated sizes). */
  demoBuildCost: boolean;
  runs: number;
  servePort: number;
  /** Emulator ports, away from the e2e suite's 4100-4300. */
  ports: {
    content: number;
    commerce: number;
    thirdParty: number;
    dealers: number;
    reviews: number;
    salesforce: number;
  };
  outDir: string;
  /** Measure Lighthouse and weight on the bench's last build of the brand instead of building. */
  reuseBuild: boolean;
}

export const usage = `npm run bench -- [--brand <name> | --all] [--products 1000,10000|none] [--runs 3]
                      [--only lighthouse|weight|build[,...]] [--skip-build-cost] [--skip-demo-build-cost] [--reuse-build]
                      [--port 9300] [--out bench/results]
Environment: BRAND, BENCH_PORT, CONTENT_EMULATOR_PORT (5100), COMMERCE_EMULATOR_PORT (5200),
THIRD_PARTY_EMULATOR_PORT (5300), SALESFORCE_EMULATOR_PORT (5400), DEALERS_EMULATOR_PORT (5500),
REVIEWS_EMULATOR_PORT (5600).`;

function positiveIntegers(value: string, flag: string): number[] {
  const numbers = value.split(',').map((part) => Number(part.trim().replace(/_/g, '')));
  if (numbers.some((number) => !Number.isInteger(number) || number < 1)) {
    throw new Error(`${flag} takes positive whole numbers separated by commas, not "${value}".`);
  }
  return numbers;
}

export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  const args = [...argv];
  const take = (flag: string): string => {
    const value = args.shift();
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.\n${usage}`);
    return value;
  };
  let brand = env.BRAND?.trim() || 'raleigh';
  let all = false;
  let products = [1000, 10000];
  let runs = 3;
  let only: Part[] | undefined;
  let skipBuildCost = false;
  let reuseBuild = false;
  let demoBuildCost = true;
  let servePort = Number(env.BENCH_PORT ?? 9300);
  let outDir = 'bench/results';
  while (args.length > 0) {
    const flag = args.shift() as string;
    const [name, inline] = flag.split(/=(.*)/s) as [string, string | undefined];
    if (inline !== undefined) args.unshift(inline);
    switch (name) {
      case '--brand':
        brand = take(name);
        break;
      case '--all':
        all = true;
        break;
      case '--products': {
        const value = take(name);
        products = value === 'none' ? [] : positiveIntegers(value, name);
        break;
      }
      case '--runs':
        runs = positiveIntegers(take(name), name)[0] as number;
        break;
      case '--only':
        only = take(name)
          .split(',')
          .map((part) => {
            if (!(parts as readonly string[]).includes(part))
              throw new Error(`--only takes ${parts.join(', ')}, not "${part}".`);
            return part as Part;
          });
        break;
      case '--skip-build-cost':
        skipBuildCost = true;
        break;
      case '--skip-demo-build-cost':
        demoBuildCost = false;
        break;
      case '--reuse-build':
        reuseBuild = true;
        break;
      case '--port':
        servePort = positiveIntegers(take(name), name)[0] as number;
        break;
      case '--out':
        outDir = take(name);
        break;
      default:
        throw new Error(`Unknown option "${flag}".\n${usage}`);
    }
  }
  if (!all && !(brandNames as readonly string[]).includes(brand)) {
    throw new Error(`Unknown brand "${brand}". Valid: ${brandNames.join(', ')}.`);
  }
  const chosen = (only ?? [...parts]).filter((part) => !(skipBuildCost && part === 'build'));
  if (reuseBuild && chosen.includes('build'))
    throw new Error('--reuse-build measures no build cost: add --skip-build-cost.');
  const port = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    brands: all ? [...brandNames] : [brand as BrandName],
    parts: chosen,
    products,
    demoBuildCost,
    runs,
    servePort,
    ports: {
      content: port('CONTENT_EMULATOR_PORT', 5100),
      commerce: port('COMMERCE_EMULATOR_PORT', 5200),
      thirdParty: port('THIRD_PARTY_EMULATOR_PORT', 5300),
      dealers: port('DEALERS_EMULATOR_PORT', 5500),
      reviews: port('REVIEWS_EMULATOR_PORT', 5600),
      salesforce: port('SALESFORCE_EMULATOR_PORT', 5400),
    },
    outDir,
    reuseBuild,
  };
}
