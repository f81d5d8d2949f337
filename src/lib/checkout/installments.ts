/** Installment payments (Klarna): offered only for totals within the brand's price range. */
export interface InstallmentPriceRange {
  min: number;
  max: number;
}

/** Whether a total can be paid in installments; never for a brand without a range. */
export function isInstallmentEligible(total: number, range: InstallmentPriceRange | undefined): boolean {
  if (!range || !Number.isFinite(total)) return false;
  return total >= range.min && total <= range.max;
}
