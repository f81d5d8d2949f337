import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../../../config/load';
import { brandNames } from '../../../config/schema';
import { cycleToWorkMessages } from './cycle-to-work-messages';

describe('Cycle to Work texts', () => {
  it.each(brandNames)('exist in every language of the countries where %s offers the calculator', (brand) => {
    const config = loadBrandConfig(brand);
    for (const code of config.catalog.cycleToWorkCountries) {
      const country = config.countries.find((entry) => entry.code === code);
      expect(country, `${brand} offers Cycle to Work in ${code}`).toBeDefined();
      for (const language of country?.languages ?? []) expect(cycleToWorkMessages[language], language).toBeDefined();
    }
  });

  it('fill every placeholder they name', () => {
    for (const messages of Object.values(cycleToWorkMessages)) {
      expect(messages.summary).toContain('{percent}');
      expect(messages.bandRates).toContain('{rate}');
      expect(messages.monthlyNote).toMatch(/\{sacrifice\}.*\{months\}/);
      expect(messages.assumptionRates).toContain('{year}');
    }
  });
});
