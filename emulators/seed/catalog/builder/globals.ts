/** What every brand's catalogue shares: tax, customer group, delivery times, shipping and payment methods. */
import { idFor } from '../../../common/prng';
import { fill, serviceCopy } from '../copy';
import { currencyId, currencyIsoOfChannel, defaultCurrencyIso, shippingIn } from '../currencies';
import type { ChannelInput, SeedDeliveryTime, SeedPaymentMethod, SeedShippingMethod } from '../types';

/** The default currency first, then every other currency a channel sells in. */
export function currencyIsos(channels: readonly ChannelInput[]): string[] {
  const isos = channels.flatMap((channel) => channel.countries.map((country) => currencyIsoOfChannel(country.code)));
  return [...new Set([defaultCurrencyIso, ...isos])];
}

export interface Globals {
  taxId: string;
  customerGroupId: string;
  deliveryTimes: SeedDeliveryTime[];
  shippingMethods: SeedShippingMethod[];
  paymentMethods: SeedPaymentMethod[];
  deliveryTime: { days: string; week: string; weeks: string };
}

export function buildGlobals(currencyIsos: readonly string[]): Globals {
  const deliveryTime = (key: string, min: number, max: number, unit: 'day' | 'week'): SeedDeliveryTime => ({
    id: idFor('delivery-time', key),
    name: fill(unit === 'day' ? serviceCopy.deliveryTimeDays : serviceCopy.deliveryTimeWeeks, { min, max }),
    min,
    max,
    unit,
  });
  const deliveryTimes = [
    deliveryTime('1-3-days', 1, 3, 'day'),
    deliveryTime('3-5-days', 3, 5, 'day'),
    deliveryTime('1-2-weeks', 1, 2, 'week'),
  ];
  const [days, week, weeks] = deliveryTimes.map((entry) => entry.id) as [string, string, string];
  return {
    taxId: idFor('tax', 'standard'),
    customerGroupId: idFor('customer-group', 'standard'),
    deliveryTimes,
    deliveryTime: { days, week, weeks },
    shippingMethods: [
      {
        id: idFor('shipping-method', 'homeDelivery'),
        technicalName: 'homeDelivery',
        name: serviceCopy.homeDelivery,
        description: serviceCopy.homeDeliveryText,
        deliveryTimeId: week,
        // The euro price is the default; the other currencies have their own (currencies.ts).
        ...shippingIn(defaultCurrencyIso),
        currencyPrices: currencyIsos
          .filter((iso) => iso !== defaultCurrencyIso)
          .map((iso) => ({ currencyId: currencyId(iso), ...shippingIn(iso) })),
        position: 1,
      },
      {
        id: idFor('shipping-method', 'dealerPickup'),
        technicalName: 'dealerPickup',
        name: serviceCopy.dealerPickup,
        description: serviceCopy.dealerPickupText,
        deliveryTimeId: weeks,
        price: 0,
        freeFrom: null,
        currencyPrices: [],
        position: 2,
      },
    ],
    paymentMethods: [
      {
        id: idFor('payment-method', 'prepayment'),
        technicalName: 'payment_prepayment',
        name: serviceCopy.prepayment,
        description: serviceCopy.prepaymentText,
        async: false,
        bankTransfer: true,
        position: 1,
      },
      {
        id: idFor('payment-method', 'paypal'),
        technicalName: 'payment_paypal',
        name: serviceCopy.paypal,
        description: serviceCopy.paypalText,
        async: true,
        position: 2,
      },
      {
        id: idFor('payment-method', 'klarna'),
        technicalName: 'payment_klarna',
        name: serviceCopy.klarna,
        description: serviceCopy.klarnaText,
        async: true,
        position: 3,
      },
    ],
  };
}
