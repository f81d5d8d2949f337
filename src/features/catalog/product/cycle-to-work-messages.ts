/**
 * Texts of the Cycle to Work calculator, a UK scheme shown only where a brand configures it
 * (`catalog.cycleToWorkCountries`, GB): English is the language of every such country, and a test
 * checks that each configured country's languages have their texts here. Build code and tests
 * only: a page gets its language through the page context.
 */
export interface CycleToWorkMessages {
  title: string;
  /** The summary line, with `{percent}`: the best saving, of the additional rate. */
  summary: string;
  intro: string;
  taxBand: string;
  basic: string;
  higher: string;
  additional: string;
  /** `{rate}`: income tax and National Insurance together, e.g. '28 %'. */
  bandRates: string;
  hirePeriod: string;
  months: string;
  youSave: string;
  /** `{percent}` of the price. */
  savingShare: string;
  youPay: string;
  monthly: string;
  /** `{sacrifice}` from gross pay, `{months}`. */
  monthlyNote: string;
  assumptionsTitle: string;
  /** `{year}`: the tax year, e.g. '2026/27'. */
  assumptionRates: string;
  assumptionScotland: string;
  assumptionEmployer: string;
  assumptionFees: string;
  schemeLink: string;
}

const en: CycleToWorkMessages = {
  title: 'Cycle to Work',
  summary: 'Save up to {percent} % with Cycle to Work',
  intro:
    'Through a Cycle to Work scheme your employer buys the bike and you pay for it from your gross salary, so you pay no income tax or National Insurance on that part of your pay.',
  taxBand: 'Your income tax band',
  basic: 'Basic rate',
  higher: 'Higher rate',
  additional: 'Additional rate',
  bandRates: '{rate} % tax and National Insurance',
  hirePeriod: 'Hire period',
  months: '{months} months',
  youSave: 'You save',
  savingShare: '{percent} % of the price',
  youPay: 'The bike costs you',
  monthly: 'Each month',
  monthlyNote: 'Your take-home pay goes down by this; {sacrifice} comes off your gross pay, for {months} months.',
  assumptionsTitle: 'How we work this out',
  assumptionRates:
    'Income tax and employee National Insurance rates of the {year} tax year, for England, Wales and Northern Ireland.',
  assumptionScotland: 'Scottish income tax bands differ, so the saving in Scotland is slightly different.',
  assumptionEmployer:
    'Your employer must take part in a scheme, and the salary sacrifice may not take your pay below the National Minimum Wage.',
  assumptionFees: 'Some schemes charge a fee to own the bike at the end of the hire; it is not included here.',
  schemeLink: 'How the Cycle to Work scheme works (GOV.UK)',
};

export const cycleToWorkMessages: Record<string, CycleToWorkMessages> = { en };

/** The calculator's texts in a language, English when the language has none. */
export function cycleToWorkTexts(language: string): CycleToWorkMessages {
  return cycleToWorkMessages[language] ?? en;
}
