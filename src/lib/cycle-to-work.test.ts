import { describe, expect, it } from 'vitest';
import { cycleToWorkSaving, hirePeriods, ukTaxYear } from './cycle-to-work';
import { offersCycleToWork } from './cycle-to-work-offer';

const band = (key: string) => ukTaxYear.bands.find((entry) => entry.key === key)!;

describe('cycle to work saving', () => {
  // Worked examples: a £1,000 bike over the usual 12 months.
  it('saves a basic-rate taxpayer 28 % (20 % income tax, 8 % National Insurance)', () => {
    expect(cycleToWorkSaving(1000, band('basic'), 12)).toEqual({
      price: 1000,
      saving: 280,
      netCost: 720,
      savingPercent: 28,
      monthlySacrifice: 83.33,
      monthlyNetCost: 60,
    });
  });

  it('saves a higher-rate taxpayer 42 % (40 % and 2 %)', () => {
    expect(cycleToWorkSaving(1000, band('higher'), 12)).toMatchObject({
      saving: 420,
      netCost: 580,
      savingPercent: 42,
      monthlyNetCost: 48.33,
    });
  });

  it('saves an additional-rate taxpayer 47 % (45 % and 2 %)', () => {
    expect(cycleToWorkSaving(1000, band('additional'), 12)).toMatchObject({
      saving: 470,
      netCost: 530,
      savingPercent: 47,
      monthlyNetCost: 44.17,
    });
  });

  it('spreads an e-bike over a longer hire, to the penny', () => {
    // £2,899.99 at basic rate over 18 months: 811.9972 saved, 2,087.99 paid.
    expect(cycleToWorkSaving(2899.99, band('basic'), 18)).toEqual({
      price: 2899.99,
      saving: 812,
      netCost: 2087.99,
      savingPercent: 28,
      monthlySacrifice: 161.11,
      monthlyNetCost: 116,
    });
  });

  it('refuses a price or period that makes no sense', () => {
    expect(() => cycleToWorkSaving(0, band('basic'), 12)).toThrow(RangeError);
    expect(() => cycleToWorkSaving(Number.NaN, band('basic'), 12)).toThrow(RangeError);
    expect(() => cycleToWorkSaving(500, band('basic'), 0)).toThrow(RangeError);
    expect(() => cycleToWorkSaving(500, band('basic'), 1.5)).toThrow(RangeError);
  });
});

describe('the tax year data', () => {
  it('is the current UK tax year, 6 April to 5 April', () => {
    expect(ukTaxYear.startsOn).toMatch(/^\d{4}-04-06$/);
    expect(ukTaxYear.endsOn).toBe(`${Number(ukTaxYear.startsOn.slice(0, 4)) + 1}-04-05`);
    expect(ukTaxYear.label).toBe(`${ukTaxYear.startsOn.slice(0, 4)}/${ukTaxYear.endsOn.slice(2, 4)}`);
  });

  it('has the three bands in rising order of income tax', () => {
    expect(ukTaxYear.bands.map((entry) => entry.key)).toEqual(['basic', 'higher', 'additional']);
    const rates = ukTaxYear.bands.map((entry) => entry.incomeTax);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
  });

  it('offers the usual 12-month hire first', () => {
    expect(hirePeriods[0]).toBe(12);
  });
});

describe('where the calculator is offered', () => {
  it('in the countries the brand configures, whatever the case of the code', () => {
    expect(offersCycleToWork('gb', ['gb'])).toBe(true);
    expect(offersCycleToWork('GB', ['gb'])).toBe(true);
    expect(offersCycleToWork('ie', ['gb'])).toBe(false);
    expect(offersCycleToWork('gb', [])).toBe(false);
  });
});
