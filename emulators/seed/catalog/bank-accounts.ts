/**
 * The account each brand's bank transfers (prepayment) go to: its company at home. The stand-in
 * serves it in the prepayment method's custom fields, the confirmation page shows it with the
 * order number as the payment reference. IBANs carry valid ISO 13616 check digits (mod 97), so
 * a banking app would accept them; the accounts themselves are made up.
 */
import type { BrandName } from '../../../src/config/schema';
import type { SeedBankAccount } from './types';

/** ISO 13616: the two check digits of an IBAN for a country and its national account number (BBAN). */
export function ibanOf(country: string, bban: string): string {
  const digits = `${bban}${country}00`
    .toUpperCase()
    .split('')
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  // Piecewise mod 97: the number is far longer than a double holds.
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

const accounts: Record<BrandName, SeedBankAccount> = {
  raleigh: {
    holder: 'Raleigh UK Ltd',
    bank: 'Barclays Bank UK PLC',
    bic: 'BUKBGB22',
    iban: ibanOf('GB', 'BUKB20201530093459'),
  },
  lapierre: {
    holder: 'Cycles Lapierre SAS',
    bank: 'BNP Paribas',
    bic: 'BNPAFRPP',
    iban: ibanOf('FR', '30004028370001043710245'),
  },
  sparta: { holder: 'Sparta B.V.', bank: 'ING Bank N.V.', bic: 'INGBNL2A', iban: ibanOf('NL', 'INGB0006743921') },
  xlc: {
    holder: 'XLC Components GmbH',
    bank: 'Deutsche Bank AG',
    bic: 'DEUTDEFF',
    iban: ibanOf('DE', '500700100924567801'),
  },
  ghost: {
    holder: 'Ghost-Bikes GmbH',
    bank: 'Commerzbank AG',
    bic: 'COBADEFF',
    iban: ibanOf('DE', '500400000631884002'),
  },
  winora: {
    holder: 'Winora-Staiger GmbH',
    bank: 'Sparkasse Schweinfurt',
    bic: 'BYLADEM1SWU',
    iban: ibanOf('DE', '793501010007729315'),
  },
  haibike: {
    holder: 'Haibike GmbH',
    bank: 'Deutsche Bank AG',
    bic: 'DEUTDEFF',
    iban: ibanOf('DE', '500700100924567802'),
  },
};

export function bankAccountOf(brand: BrandName): SeedBankAccount {
  return accounts[brand];
}
