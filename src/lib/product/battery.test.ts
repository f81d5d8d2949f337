import { describe, expect, it } from 'vitest';
import { batteryOffers, chosenBatteries, withBatteries } from './battery';
import { requiredBatteryPrices, withCheapestBattery } from './tile-offer';
import type { BatteryOffer, ProductPrices } from './types';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const bike: ProductPrices = {
  price: eur(2319),
  listPrice: eur(2599),
  taxPrice: eur(370.26),
  regulationPrice: eur(2299),
  priceRange: false,
};
const offers: BatteryOffer[] = [
  { sku: 'BAT-500', type: 'required', name: 'PowerPack 500 Wh', price: eur(479) },
  { sku: 'BAT-625', type: 'required', name: 'PowerPack 625 Wh', price: eur(559) },
  { sku: 'BAT-X', type: 'optional', name: 'PowerPack 400 Wh', price: eur(449.95) },
];

describe('batteryOffers', () => {
  it('names and prices the bundle from the channel, without prices where they are hidden', () => {
    const facts = new Map([['BAT-625', { name: 'PowerPack 625 Wh', price: eur(559) }]]);
    const choices = [
      { sku: 'BAT-625', type: 'required' as const },
      { sku: 'GONE', type: 'optional' as const },
    ];
    expect(batteryOffers(choices, (sku) => facts.get(sku))).toEqual([
      { sku: 'BAT-625', type: 'required', name: 'PowerPack 625 Wh', price: eur(559) },
      { sku: 'GONE', type: 'optional', name: null, price: null },
    ]);
    expect(batteryOffers(choices, (sku) => facts.get(sku), false)[0]).toEqual({
      sku: 'BAT-625',
      type: 'required',
      name: 'PowerPack 625 Wh',
      price: null,
    });
  });
});

describe('withBatteries', () => {
  it('adds the batteries to price, list and regulation price, so the reduction stays the bike’s', () => {
    expect(withBatteries(bike, [eur(559), eur(449.95)])).toEqual({
      price: eur(3327.95),
      listPrice: eur(3607.95),
      taxPrice: null,
      regulationPrice: eur(3307.95),
      priceRange: false,
    });
  });

  it('leaves the prices alone without a priced battery or a bike price, and ignores other currencies', () => {
    expect(withBatteries(bike, [null])).toBe(bike);
    expect(withBatteries(bike, [{ amount: 500, currency: 'GBP' }])).toBe(bike);
    const unpriced = { ...bike, price: null };
    expect(withBatteries(unpriced, [eur(559)])).toBe(unpriced);
  });
});

describe('withCheapestBattery', () => {
  it('prices a tile with the cheapest required battery, "from" when the choice changes the total', () => {
    expect(withCheapestBattery(bike, requiredBatteryPrices(offers))).toMatchObject({
      price: eur(2798),
      priceRange: true,
    });
    const single = offers.filter((offer) => offer.sku !== 'BAT-500');
    expect(withCheapestBattery(bike, requiredBatteryPrices(single))).toMatchObject({
      price: eur(2878),
      priceRange: false,
    });
  });

  it('ignores optional batteries and keeps a bike without a bundle as it is', () => {
    expect(requiredBatteryPrices(offers.filter((offer) => offer.type === 'optional'))).toEqual([]);
    expect(withCheapestBattery(bike, [])).toBe(bike);
  });

  it('lists the required prices cheapest first, whatever order the bundle names them in', () => {
    expect(requiredBatteryPrices([...offers].reverse()).map((money) => money.amount)).toEqual(
      requiredBatteryPrices(offers)
        .map((money) => money.amount)
        .sort((a, b) => a - b),
    );
  });
});

describe('chosenBatteries', () => {
  it('returns the chosen required and extra battery, in that order', () => {
    expect(chosenBatteries(offers, { required: 'BAT-625', optional: 'BAT-X' }).map((offer) => offer.sku)).toEqual([
      'BAT-625',
      'BAT-X',
    ]);
    expect(chosenBatteries(offers, { required: 'BAT-500', optional: null }).map((offer) => offer.sku)).toEqual([
      'BAT-500',
    ]);
    // A product number of the wrong kind is no choice.
    expect(chosenBatteries(offers, { required: 'BAT-X', optional: null })).toEqual([]);
  });
});
