/**
 * The UK Cycle to Work scheme: the employer buys the bike and hires it to the employee, who
 * pays the hire out of gross salary (a salary sacrifice), so neither income tax nor employee
 * National Insurance is taken from what is sacrificed. The saving is the price times the two
 * marginal rates of the employee's band. Rates are those of the current tax year, as data:
 * a new tax year is a new entry here, not a change of the rule.
 */
import { roundMoney } from './product/price';

export type TaxBandKey = 'basic' | 'higher' | 'additional';

export interface TaxBand {
  key: TaxBandKey;
  /** Marginal income tax rate of the band (England, Wales and Northern Ireland). */
  incomeTax: number;
  /** Employee Class 1 National Insurance rate on earnings in the band. */
  nationalInsurance: number;
}

export interface TaxYear {
  /** As HMRC writes it, e.g. '2026/27'. */
  label: string;
  /** First day (6 April) and last day (5 April of the next year), ISO dates. */
  startsOn: string;
  endsOn: string;
  bands: readonly TaxBand[];
}

/**
 * 2026/27: income tax 20 / 40 / 45 % (thresholds frozen), employee National Insurance 8 %
 * up to the upper earnings limit and 2 % above it (GOV.UK, "Income Tax rates and Personal
 * Allowances" and "National Insurance rates and categories").
 */
export const ukTaxYear: TaxYear = {
  label: '2026/27',
  startsOn: '2026-04-06',
  endsOn: '2027-04-05',
  bands: [
    { key: 'basic', incomeTax: 0.2, nationalInsurance: 0.08 },
    { key: 'higher', incomeTax: 0.4, nationalInsurance: 0.02 },
    { key: 'additional', incomeTax: 0.45, nationalInsurance: 0.02 },
  ],
};

/** Hire periods schemes offer, in months; 12 is the usual one. */
export const hirePeriods = [12, 18, 24] as const;
export type HirePeriod = (typeof hirePeriods)[number];

/** The government's guidance on the scheme (the spec's cycle-to-work page, a constant). */
export const cycleToWorkSchemeUrl =
  'https://www.gov.uk/government/publications/cycle-to-work-scheme-implementation-guidance';

export interface CycleToWorkSaving {
  /** Price of the bike package, sacrificed from gross pay over the hire. */
  price: number;
  /** Income tax and National Insurance not paid on the sacrifice. */
  saving: number;
  /** What the bike costs the employee after the saving. */
  netCost: number;
  /** The saving as a share of the price, in whole percent. */
  savingPercent: number;
  /** Sacrificed from gross pay each month. */
  monthlySacrifice: number;
  /** What each month's sacrifice reduces take-home pay by. */
  monthlyNetCost: number;
}

export function cycleToWorkSaving(price: number, band: TaxBand, months: number): CycleToWorkSaving {
  if (!Number.isFinite(price) || price <= 0) throw new RangeError(`A bike price must be positive, not ${price}.`);
  if (!Number.isInteger(months) || months <= 0) throw new RangeError(`A hire period is whole months, not ${months}.`);
  const rate = band.incomeTax + band.nationalInsurance;
  const saving = roundMoney(price * rate);
  const netCost = roundMoney(price - saving);
  return {
    price: roundMoney(price),
    saving,
    netCost,
    savingPercent: Math.round(rate * 100),
    monthlySacrifice: roundMoney(price / months),
    monthlyNetCost: roundMoney(netCost / months),
  };
}
