/**
 * Orders: turns a calculated cart into Shopware's Order (a snapshot with line items, addresses,
 * delivery and payment transaction in state "open"), and changes transaction states when the
 * (emulated) payment provider reports back.
 */
import { randomBytes } from 'node:crypto';
import type { Schemas } from '@shopware/api-client/api-types';
import { idFor } from '../seed/catalog';
import type { Calculation } from './cart';
import { renderAddress } from './customers';
import { type CalculatedPrice, round } from './pricing';
import {
  entity,
  liveVersionId,
  renderCurrency,
  renderLanguage,
  renderPaymentMethod,
  renderShippingMethod,
} from './render';
import type { Session } from './session';
import type { StoredAddress, StoredCustomer } from './state';

export type Order = Schemas['Order'];

type StateName = 'open' | 'paid' | 'failed' | 'cancelled' | 'in_progress';
const stateLabels: Record<StateName, string> = {
  open: 'Open',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  in_progress: 'In Progress',
};

export function stateMachineState(
  machine: 'order' | 'order_delivery' | 'order_transaction',
  technicalName: StateName,
): Schemas['StateMachineState'] {
  const name = stateLabels[technicalName];
  return Object.assign(
    entity<Schemas['StateMachineState']>(
      { id: idFor('state-machine-state', machine, technicalName), technicalName, name },
      { name, technicalName },
    ),
    { apiAlias: 'state_machine_state' },
  );
}

/**
 * Order prices in the form the document gives them (calculatedTaxes and taxRules as objects,
 * keyed by tax rate; no null reference or list price).
 */
function orderPrice(price: CalculatedPrice) {
  return {
    unitPrice: price.unitPrice,
    totalPrice: price.totalPrice,
    quantity: price.quantity,
    calculatedTaxes: Object.fromEntries(price.calculatedTaxes.map((tax) => [String(tax.taxRate), tax])),
    taxRules: Object.fromEntries(price.taxRules.map((rule) => [String(rule.taxRate), rule])),
    ...(price.listPrice
      ? {
          listPrice: {
            price: price.listPrice.price ?? 0,
            discount: price.listPrice.discount ?? 0,
            percentage: price.listPrice.percentage ?? 0,
          },
        }
      : {}),
    ...(price.regulationPrice?.price !== undefined ? { regulationPrice: { price: price.regulationPrice.price } } : {}),
    apiAlias: 'calculated_price',
  };
}

function orderAddress(
  address: StoredAddress,
  orderId: string,
  role: string,
  session: Session,
): Schemas['OrderAddress'] {
  const rendered = renderAddress(address, session);
  return Object.assign(
    {
      id: idFor('order-address', orderId, role),
      versionId: liveVersionId,
      countryId: address.countryId,
      ...(address.salutationId ? { salutationId: address.salutationId } : {}),
      firstName: address.firstName,
      lastName: address.lastName,
      street: address.street,
      zipcode: address.zipcode,
      city: address.city,
      ...(address.company ? { company: address.company } : {}),
      ...(address.phoneNumber ? { phoneNumber: address.phoneNumber } : {}),
      ...(rendered.country ? { country: rendered.country } : {}),
    },
    { apiAlias: 'order_address' },
  );
}

export interface PlacedOrder {
  order: Order;
  deepLinkCode: string;
  /** Quantities taken from stock per product id. */
  taken: Record<string, number>;
}

export function createOrder(input: {
  calculation: Calculation;
  session: Session;
  customer: StoredCustomer;
  orderNumber: number;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
}): PlacedOrder {
  const { calculation, session, customer } = input;
  const { cart } = calculation;
  const now = new Date();
  const orderId = idFor('order', session.ref.channel.id, String(input.orderNumber), now.toISOString());
  const deepLinkCode = randomBytes(24).toString('base64url').slice(0, 32);
  const billing =
    customer.addresses.find((address) => address.id === customer.defaultBillingAddressId) ?? customer.addresses[0];
  const shippingAddress =
    customer.addresses.find((address) => address.id === customer.defaultShippingAddressId) ?? billing;
  if (!billing || !shippingAddress) throw new Error('Customer without address');
  const billingAddress = orderAddress(billing, orderId, 'billing', session);
  const deliveryAddress =
    shippingAddress.id === billing.id ? billingAddress : orderAddress(shippingAddress, orderId, 'shipping', session);
  const currency = session.render.catalog.currencies.find((entry) => entry.id === session.ref.channel.currencyId);

  const linePrices = new Map<string, CalculatedPrice>();
  const lineItems: Schemas['OrderLineItem'][] = (cart.lineItems ?? []).map((line, position) => {
    const price = line.price as CalculatedPrice;
    const lineItemId = idFor('order-line-item', orderId, line.id);
    linePrices.set(lineItemId, price);
    const product = calculation.products.find((entry) => entry.line === line)?.product;
    const payload = (line.payload ?? {}) as Record<string, unknown>;
    // Shopware also sends the calculated price of an order line item (not in the document).
    const withPrice = (item: Schemas['OrderLineItem']) => Object.assign(item, { price });
    return withPrice(
      entity<Schemas['OrderLineItem']>(
        {
          id: lineItemId,
          versionId: liveVersionId,
          orderId,
          orderVersionId: liveVersionId,
          ...(product ? { productId: product.id, productVersionId: liveVersionId } : {}),
          ...(line.type === 'promotion' && typeof payload.promotionId === 'string'
            ? { promotionId: payload.promotionId }
            : {}),
          identifier: line.id,
          referencedId: line.referencedId ?? line.id,
          quantity: line.quantity ?? 1,
          label: line.label ?? '',
          // The order keeps the cart line's payload as Shopware persists it: the product's
          // document fields and the variant's options (group and value in the session's language).
          payload: product
            ? {
                productNumber: product.productNumber,
                options: payload.options as never,
                parentId: product.parentId ?? undefined,
                optionIds: product.optionIds,
                propertyIds: payload.propertyIds as string[],
                categoryIds: payload.categoryIds as string[],
                tagIds: payload.tagIds as string[],
                taxId: session.render.catalog.taxId,
                stock: payload.stock as number,
                isCloseout: product.isCloseout,
                markAsTopseller: product.markAsTopseller,
                productType: 'physical' as const,
                customFields: payload.customFields as Record<string, never>,
              }
            : ({
                code: payload.code,
                discountType: payload.discountType,
                value: payload.value,
              } as Schemas['OrderLineItem']['payload']),
          good: line.good ?? false,
          removable: line.removable ?? true,
          stackable: line.stackable ?? false,
          position: position + 1,
          unitPrice: price.unitPrice,
          totalPrice: price.totalPrice,
          priceDefinition: line.priceDefinition,
          type: line.type,
          states: line.states ?? [],
          children: [],
          ...(line.cover ? { coverId: line.cover.id, cover: line.cover } : {}),
          createdAt: now.toISOString(),
          apiAlias: 'order_line_item',
        },
        { label: line.label ?? '' },
      ),
    );
  });

  const delivery = cart.deliveries?.[0];
  const shippingCosts = (delivery?.shippingCosts as CalculatedPrice | undefined) ?? null;
  const deliveryId = idFor('order-delivery', orderId);
  const deliveries: Schemas['OrderDelivery'][] = delivery
    ? [
        Object.assign(
          {
            id: deliveryId,
            versionId: liveVersionId,
            orderId,
            orderVersionId: liveVersionId,
            shippingOrderAddressId: deliveryAddress.id,
            shippingOrderAddressVersionId: liveVersionId,
            shippingMethodId: delivery.shippingMethod?.id ?? '',
            stateId: idFor('state-machine-state', 'order_delivery', 'open'),
            trackingCodes: [],
            shippingDateEarliest: delivery.deliveryDate?.earliest ?? now.toISOString(),
            shippingDateLatest: delivery.deliveryDate?.latest ?? now.toISOString(),
            shippingCosts: orderPrice(shippingCosts ?? (delivery.shippingCosts as CalculatedPrice)),
            stateMachineState: stateMachineState('order_delivery', 'open'),
            shippingOrderAddress: deliveryAddress,
            ...(delivery.shippingMethod ? { shippingMethod: delivery.shippingMethod } : {}),
            positions: lineItems
              .filter((line) => line.good)
              .map((line) => ({
                id: idFor('order-delivery-position', orderId, line.id),
                versionId: liveVersionId,
                orderDeliveryId: deliveryId,
                orderLineItemId: line.id,
                price: orderPrice(linePrices.get(line.id) as CalculatedPrice),
                unitPrice: line.unitPrice,
                totalPrice: line.totalPrice,
                quantity: line.quantity,
                createdAt: now.toISOString(),
                apiAlias: 'order_delivery_position',
              })),
            createdAt: now.toISOString(),
          },
          { apiAlias: 'order_delivery' },
        ) as Schemas['OrderDelivery'],
      ]
    : [];

  const transactionId = idFor('order-transaction', orderId);
  const paymentMethodId = cart.transactions?.[0]?.paymentMethodId ?? session.ref.channel.paymentMethodIds[0] ?? '';
  const paymentMethod = session.render.catalog.paymentMethods.find((method) => method.id === paymentMethodId);
  const transactions: Schemas['OrderTransaction'][] = [
    Object.assign(
      {
        id: transactionId,
        versionId: liveVersionId,
        orderId,
        orderVersionId: liveVersionId,
        paymentMethodId,
        amount: orderPrice(cart.transactions?.[0]?.amount as CalculatedPrice),
        stateId: idFor('state-machine-state', 'order_transaction', 'open'),
        stateMachineState: stateMachineState('order_transaction', 'open'),
        ...(paymentMethod ? { paymentMethod: renderPaymentMethod(paymentMethod, session.render) } : {}),
        createdAt: now.toISOString(),
      },
      { apiAlias: 'order_transaction' },
    ) as Schemas['OrderTransaction'],
  ];

  const taxTotal = round(cart.price.calculatedTaxes.reduce((sum, tax) => sum + tax.tax, 0));
  const order = Object.assign(
    {
      id: orderId,
      versionId: liveVersionId,
      orderNumber: String(input.orderNumber),
      billingAddressId: billingAddress.id,
      billingAddressVersionId: liveVersionId,
      primaryOrderDeliveryId: deliveries[0]?.id,
      primaryOrderTransactionId: transactionId,
      currencyId: session.ref.channel.currencyId,
      languageId: session.language.id,
      salesChannelId: session.ref.channel.id,
      orderDateTime: now.toISOString(),
      orderDate: now.toISOString().slice(0, 10),
      price: cart.price,
      amountTotal: cart.price.totalPrice,
      amountNet: round(cart.price.totalPrice - taxTotal),
      positionPrice: cart.price.positionPrice,
      taxStatus: cart.price.taxStatus,
      ...(shippingCosts
        ? { shippingCosts: orderPrice(shippingCosts), shippingTotal: shippingCosts.totalPrice }
        : { shippingTotal: 0 }),
      currencyFactor: session.render.currency.factor,
      deepLinkCode,
      ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}),
      ...(input.campaignCode ? { campaignCode: input.campaignCode } : {}),
      ...(input.customerComment ? { customerComment: input.customerComment } : {}),
      source: 'store-api',
      taxCalculationType: 'horizontal',
      stateMachineState: stateMachineState('order', 'open'),
      orderCustomer: Object.assign(
        {
          id: idFor('order-customer', orderId),
          versionId: liveVersionId,
          email: customer.email,
          ...(customer.salutationId ? { salutationId: customer.salutationId } : {}),
          firstName: customer.firstName,
          lastName: customer.lastName,
          customerNumber: customer.customerNumber,
          customerId: customer.id,
        },
        { apiAlias: 'order_customer' },
      ),
      ...(currency ? { currency: renderCurrency(currency, session.language.code) } : {}),
      language: renderLanguage(session.language),
      addresses: deliveryAddress === billingAddress ? [billingAddress] : [billingAddress, deliveryAddress],
      billingAddress,
      deliveries,
      lineItems,
      transactions,
      documents: [],
      tags: [],
      createdAt: now.toISOString(),
    },
    { apiAlias: 'order' },
  ) as Order;
  if (delivery?.shippingMethod === undefined && deliveries[0]) {
    const method = session.render.catalog.shippingMethods.find((entry) => entry.id === deliveries[0]?.shippingMethodId);
    if (method) deliveries[0].shippingMethod = renderShippingMethod(method, session.render);
  }

  const taken: Record<string, number> = {};
  for (const entry of calculation.products) taken[entry.product.id] = (taken[entry.product.id] ?? 0) + entry.quantity;
  return { order, deepLinkCode, taken };
}

/** Moves the order's first transaction (and the order) to a new payment state. */
export function setTransactionState(order: Order, state: 'paid' | 'failed' | 'cancelled'): void {
  for (const transaction of order.transactions ?? []) {
    transaction.stateId = idFor('state-machine-state', 'order_transaction', state);
    transaction.stateMachineState = stateMachineState('order_transaction', state);
  }
  if (state === 'paid') order.stateMachineState = stateMachineState('order', 'in_progress');
  if (state === 'cancelled') order.stateMachineState = stateMachineState('order', 'cancelled');
}
