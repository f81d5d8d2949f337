/**
 * Whether the brand's shop in a country offers the Cycle to Work calculator (brand setting, GB
 * in practice). Apart from the calculator's rules (cycle-to-work.ts): the product page asks this
 * on every load, while the tax tables belong in the calculator's own chunk.
 */
export function offersCycleToWork(country: string, cycleToWorkCountries: readonly string[]): boolean {
  return cycleToWorkCountries.includes(country.toLowerCase());
}
