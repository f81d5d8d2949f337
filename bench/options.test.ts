import { describe, expect, it } from 'vitest';
import { brandNames } from '../src/config/schema';
import { parseOptions } from './options';

describe('parseOptions', () => {
  it('defaults to raleigh, every part, 1,000 and 10,000 products, 3 runs and the bench ports', () => {
    expect(parseOptions([], {})).toEqual({
      brands: ['raleigh'],
      parts: ['lighthouse', 'weight', 'build'],
      products: [1000, 10000],
      demoBuildCost: true,
      runs: 3,
      servePort: 9300,
      ports: { content: 5100, commerce: 5200, thirdParty: 5300, dealers: 5500, reviews: 5600, salesforce: 5400 },
      outDir: 'bench/results',
      reuseBuild: false,
    });
  });

  it('takes the brand from BRAND or --brand, and all seven with --all', () => {
    expect(parseOptions([], { BRAND: 'xlc' }).brands).toEqual(['xlc']);
    expect(parseOptions(['--brand', 'sparta'], { BRAND: 'xlc' }).brands).toEqual(['sparta']);
    expect(parseOptions(['--all'], {}).brands).toEqual([...brandNames]);
    expect(() => parseOptions(['--brand', 'peugeot'], {})).toThrow(/Unknown brand "peugeot"/);
  });

  it('narrows the parts with --only and --skip-build-cost', () => {
    expect(parseOptions(['--only', 'weight,lighthouse'], {}).parts).toEqual(['weight', 'lighthouse']);
    expect(parseOptions(['--skip-build-cost'], {}).parts).toEqual(['lighthouse', 'weight']);
    expect(() => parseOptions(['--only', 'speed'], {})).toThrow(/--only takes/);
  });

  it('reads sizes, runs and ports, in either flag form, with env overriding the bench ports', () => {
    const options = parseOptions(['--products=1_000,5000', '--runs', '1', '--port', '9400'], {
      CONTENT_EMULATOR_PORT: '6100',
    });
    expect(options.products).toEqual([1000, 5000]);
    expect(options.runs).toBe(1);
    expect(options.servePort).toBe(9400);
    expect(options.ports.content).toBe(6100);
    expect(() => parseOptions(['--products', '10k'], {})).toThrow(/positive whole numbers/);
    expect(parseOptions(['--products', 'none'], {}).products).toEqual([]);
    expect(parseOptions(['--skip-demo-build-cost'], {}).demoBuildCost).toBe(false);
  });

  it('refuses --reuse-build together with a build-cost measurement, and unknown flags', () => {
    expect(() => parseOptions(['--reuse-build'], {})).toThrow(/--skip-build-cost/);
    expect(parseOptions(['--reuse-build', '--skip-build-cost'], {}).reuseBuild).toBe(true);
    expect(() => parseOptions(['--fast'], {})).toThrow(/Unknown option "--fast"/);
  });
});
