/**
 * Carts: the stored line items of a session (products and promotion codes) and their
 * calculation into Shopware's Cart shape: product prices with the country's tax, promotion
 * discounts spread over the tax rates, free-product promotions, one delivery with the shipping
 * method's costs, the payment transaction and Shopware's cart errors (keyed by error id).
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { idFor, type SeedCurrency, type SeedProduct, type SeedPromotion } from '../seed/catalog';
import { errors, ShopwareError } from './errors';
import {
  byFactor,
  calculatePrice,
  type CalculatedPrice,
  cartPrice,
  mergeTaxes,
  proportionalPrice,
  round,
  shippingPriceIn,
} from './pricing';
import { productMediaId, productPrice, renderCountry, renderMedia, renderShippingMethod } from './render';
import type { Session } from './session';
import type { StoredCart, StoredContext, StoredLineItem } from './state';
import { text } from './store';

export type Cart = Schemas['Cart'];
export type LineItem = Schemas['LineItem'];

export interface CartError {
  id: string;
  messageKey: string;
  level: 0 | 10 | 20;
  message: string;
}

export function emptyCart(session: Session): StoredCart {
  const now = new Date().toISOString();
  return {
    token: session.token,
    salesChannelId: session.ref.channel.id,
    lineItems: [],
    customerComment: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** A product that can be put in the cart: active and not a parent with variants. */
function buyable(session: Session, productId: string): SeedProduct | null {
  const product = session.ref.brand.productById.get(productId.toLowerCase());
  if (!product || !product.active || product.childIds.length > 0) return null;
  return product;
}

function productError(
  kind: 'not-found' | 'out-of-stock' | 'stock-reached',
  id: string,
  name: string,
  quantity = 0,
): CartError {
  switch (kind) {
    case 'not-found':
      return {
        id: `product-not-found${id}`,
        messageKey: 'product-not-found',
        level: 20,
        message: `The product ${name} could not be found`,
      };
    case 'out-of-stock':
      return {
        id: `product-out-of-stock${id}`,
        messageKey: 'product-out-of-stock',
        level: 20,
        message: `The product ${name} is no longer available`,
      };
    default:
      return {
        id: `product-stock-reached${id}`,
        messageKey: 'product-stock-reached',
        level: 10,
        message: `The product ${name} is only available ${quantity} times`,
      };
  }
}

/** Closeout products can't be ordered beyond their stock; others can (back order), up to 100. */
function maxQuantity(session: Session, product: SeedProduct): number {
  return product.isCloseout ? session.ref.brand.stock(product) : 100;
}

export interface ItemInput {
  id?: unknown;
  type?: unknown;
  referencedId?: unknown;
  quantity?: unknown;
}

function quantityOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const quantity = typeof value === 'string' ? Number(value) : value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    throw errors.invalidQuantity(Number(quantity));
  return quantity;
}

/** POST /checkout/cart/line-item: adds products (stacking quantities) and promotion codes. */
export function addItems(cart: StoredCart, items: ItemInput[], session: Session): CartError[] {
  const found: CartError[] = [];
  const now = new Date().toISOString();
  for (const item of items) {
    const type = typeof item.type === 'string' ? item.type : 'product';
    if (type === 'promotion') {
      const code = String(item.referencedId ?? '').trim();
      const promotion = session.ref.brand.promotionByCode.get(code.toUpperCase());
      if (!promotion) {
        found.push({
          id: 'promotion-not-found',
          messageKey: 'promotion-not-found',
          level: 20,
          message: `Promotion with code ${code} not found!`,
        });
        continue;
      }
      if (!cart.lineItems.some((line) => line.type === 'promotion' && line.promotionId === promotion.id)) {
        cart.lineItems.push({
          id: promotion.discountId,
          type: 'promotion',
          referencedId: promotion.code,
          promotionId: promotion.id,
          addedAt: now,
        });
      }
      continue;
    }
    if (type === 'custom' || type === 'credit') {
      throw new ShopwareError({
        status: 403,
        code: 'CHECKOUT__INSUFFICIENT_PERMISSION',
        detail: 'Insufficient permission.',
      });
    }
    if (type !== 'product') throw errors.lineItemTypeNotSupported(type);
    const referencedId = String(item.referencedId ?? item.id ?? '');
    const id = String(item.id ?? referencedId);
    const quantity = quantityOf(item.quantity, 1);
    const product = buyable(session, referencedId);
    if (!product) {
      found.push(productError('not-found', id, referencedId));
      continue;
    }
    const existing = cart.lineItems.find(
      (line): line is Extract<StoredLineItem, { type: 'product' }> => line.type === 'product' && line.id === id,
    );
    const wanted = (existing?.quantity ?? 0) + quantity;
    const limit = maxQuantity(session, product);
    const name = text(session.ref.brand.effective(product).name, session.language.code);
    if (limit <= 0) {
      found.push(productError('out-of-stock', id, name));
      if (existing) cart.lineItems = cart.lineItems.filter((line) => line !== existing);
      continue;
    }
    const granted = Math.min(wanted, limit);
    if (granted < wanted) found.push(productError('stock-reached', id, name, granted));
    if (existing) existing.quantity = granted;
    else cart.lineItems.push({ id, type: 'product', referencedId: product.id, quantity: granted, addedAt: now });
  }
  cart.updatedAt = now;
  return found;
}

/** PATCH /checkout/cart/line-item: changes quantities; unknown ids are 404, promotions not stackable. */
export function updateItems(cart: StoredCart, items: ItemInput[], session: Session): CartError[] {
  const found: CartError[] = [];
  for (const item of items) {
    const id = String(item.id ?? '');
    const line = cart.lineItems.find((entry) => entry.id === id);
    if (!line) throw errors.lineItemNotFound(id);
    if (item.quantity === undefined) continue;
    const quantity = quantityOf(item.quantity, 1);
    if (line.type !== 'product') throw errors.lineItemNotStackable(id);
    const product = buyable(session, line.referencedId);
    if (!product) continue;
    const limit = maxQuantity(session, product);
    const granted = Math.min(quantity, Math.max(limit, 0));
    if (granted < quantity)
      found.push(
        productError(
          'stock-reached',
          id,
          text(session.ref.brand.effective(product).name, session.language.code),
          granted,
        ),
      );
    if (granted <= 0) cart.lineItems = cart.lineItems.filter((entry) => entry !== line);
    else line.quantity = granted;
  }
  cart.updatedAt = new Date().toISOString();
  return found;
}

/** DELETE /checkout/cart/line-item and POST /checkout/cart/line-item/delete. */
export function removeItems(cart: StoredCart, ids: string[]): void {
  for (const id of ids) {
    if (id.startsWith('free-product-')) throw errors.lineItemNotRemovable(id);
    if (!cart.lineItems.some((line) => line.id === id)) throw errors.lineItemNotFound(id);
  }
  cart.lineItems = cart.lineItems.filter((line) => !ids.includes(line.id));
  cart.updatedAt = new Date().toISOString();
}

// ---------------------------------------------------------------------------------------------
// Calculation

function productPayload(product: SeedProduct, session: Session): Record<string, unknown> {
  const { brand } = session.ref;
  const effective = brand.effective(product);
  const lang = session.language.code;
  return {
    // id, name and type satisfy the document's JSON:API-derived payload type (ProductJsonApi).
    id: product.id,
    name: text(effective.name, lang),
    type: 'physical',
    productType: 'physical',
    isCloseout: product.isCloseout,
    customFields: Object.fromEntries(Object.entries(effective.customFields)),
    createdAt: product.createdAt,
    releaseDate: product.releaseDate,
    isNew: false,
    markAsTopseller: product.markAsTopseller,
    purchasePrices: null,
    productNumber: product.productNumber,
    manufacturerId: brand.catalog.manufacturer.id,
    taxId: session.render.catalog.taxId,
    tagIds: effective.tagIds,
    categoryIds: effective.categoryIds,
    propertyIds: effective.propertyIds,
    optionIds: product.optionIds,
    options: product.optionIds.map((optionId) => {
      const option = brand.optionById.get(optionId);
      const group = option ? brand.groupById.get(option.groupId) : undefined;
      const optionName = text(option?.name, lang);
      return {
        group: group?.code ?? '',
        option: optionName,
        translated: { group: group?.code ?? '', option: optionName },
      };
    }),
    streamIds: [],
    ...(product.parentId ? { parentId: product.parentId } : {}),
    stock: brand.stock(product),
    features: [],
  };
}

function productLine(
  line: Extract<StoredLineItem, { type: 'product' }>,
  product: SeedProduct,
  session: Session,
  removable = true,
): LineItem {
  const { brand } = session.ref;
  const effective = brand.effective(product);
  const price = productPrice(product, session.render, line.quantity);
  const cover = effective.coverMediaId ? brand.mediaById.get(effective.coverMediaId) : undefined;
  const deliveryTime = session.render.catalog.deliveryTimes.find((entry) => entry.id === product.deliveryTimeId);
  const stock = brand.stock(product);
  return {
    id: line.id,
    referencedId: product.id,
    label: text(effective.name, session.language.code),
    quantity: line.quantity,
    type: 'product',
    good: true,
    removable,
    stackable: removable,
    modified: false,
    states: ['is-physical'],
    uniqueIdentifier: idFor('line-item', line.id),
    cover: cover ? renderMedia(cover, session.render) : null,
    payload: productPayload(product, session) as LineItem['payload'],
    price: { ...price },
    priceDefinition: {
      type: 'quantity',
      price: price.unitPrice,
      quantity: line.quantity,
      isCalculated: true,
      taxRules: price.taxRules,
      ...(price.listPrice ? { listPrice: price.listPrice } : {}),
      apiAlias: 'cart_price_quantity',
    },
    quantityInformation: {
      minPurchase: 1,
      maxPurchase: product.isCloseout ? Math.max(1, Math.min(stock, 100)) : 100,
      purchaseSteps: 1,
    },
    deliveryInformation: {
      stock,
      weight: product.weight,
      freeDelivery: product.shippingFree,
      restockTime: 0,
      ...(deliveryTime
        ? {
            deliveryTime: {
              name: text(deliveryTime.name, session.language.code),
              min: deliveryTime.min,
              max: deliveryTime.max,
              unit: deliveryTime.unit,
              apiAlias: 'cart_delivery_time',
            },
          }
        : {}),
      apiAlias: 'cart_delivery_information',
    },
    ...({
      coverId: effective.coverMediaId ? productMediaId(product.id, effective.coverMediaId) : undefined,
      apiAlias: 'cart_line_item',
    } as object),
  };
}

function promotionLine(promotion: SeedPromotion, price: CalculatedPrice, session: Session): LineItem {
  return {
    id: promotion.discountId,
    referencedId: promotion.code,
    label: text(promotion.name, session.language.code),
    quantity: 1,
    type: 'promotion',
    good: false,
    removable: true,
    stackable: false,
    modified: false,
    states: [],
    uniqueIdentifier: idFor('line-item', promotion.discountId),
    cover: null,
    // Shopware's promotion payload; the document's product-shaped payload type does not fit it.
    payload: {
      code: promotion.code,
      promotionId: promotion.id,
      discountId: promotion.discountId,
      discountType: promotion.freeProductIds.length > 0 ? 'free' : promotion.discount.type,
      value: String(promotion.discount.value),
      discountScope: 'cart',
      promotionCodeType: 'fixed',
    } as unknown as LineItem['payload'],
    price: { ...price },
    priceDefinition: { type: 'absolute', price: price.totalPrice, isCalculated: true, apiAlias: 'cart_price_quantity' },
    ...({ apiAlias: 'cart_line_item' } as object),
  };
}

export interface Calculation {
  cart: Cart;
  /** Product line items with their seed product (orders and stock checks use them). */
  products: { line: LineItem; product: SeedProduct; quantity: number }[];
  promotions: { promotion: SeedPromotion; qualified: boolean; applied: boolean; missingAmount: number }[];
  goodsTotal: number;
}

/** A promotion's minimum cart amount in the cart's currency (the default amount times the factor). */
export function promotionMinimum(promotion: SeedPromotion, currency: SeedCurrency): number {
  return byFactor(promotion.minimumCartAmount, currency);
}

function promotionQualifies(
  promotion: SeedPromotion,
  goodsTotal: number,
  products: { product: SeedProduct }[],
  currency: SeedCurrency,
): boolean {
  if (goodsTotal < promotionMinimum(promotion, currency)) return false;
  if (promotion.requiresKind && !products.some((entry) => entry.product.kind === promotion.requiresKind)) return false;
  return goodsTotal > 0;
}

export function calculateCart(
  stored: StoredCart | null,
  session: Session,
  context: StoredContext | null,
  reported: CartError[] = [],
): Calculation {
  const lines: LineItem[] = [];
  const products: Calculation['products'] = [];
  const cartErrors = [...reported];
  for (const line of stored?.lineItems ?? []) {
    if (line.type !== 'product') continue;
    const product = buyable(session, line.referencedId);
    if (!product) {
      cartErrors.push(productError('not-found', line.id, line.referencedId));
      continue;
    }
    const item = productLine(line, product, session);
    lines.push(item);
    products.push({ line: item, product, quantity: line.quantity });
  }
  const goodsPrices = products.map((entry) => entry.line.price as CalculatedPrice);
  const goodsTotal = round(goodsPrices.reduce((sum, price) => sum + price.totalPrice, 0));
  const goodsTaxes = mergeTaxes(goodsPrices.flatMap((price) => price.calculatedTaxes));

  const promotions: Calculation['promotions'] = [];
  for (const line of stored?.lineItems ?? []) {
    if (line.type !== 'promotion') continue;
    const promotion = [...session.ref.brand.promotionByCode.values()].find((entry) => entry.id === line.promotionId);
    if (!promotion) continue;
    const qualified = promotionQualifies(promotion, goodsTotal, products, session.render.currency);
    promotions.push({
      promotion,
      qualified,
      applied: qualified,
      missingAmount: Math.max(0, round(promotionMinimum(promotion, session.render.currency) - goodsTotal)),
    });
    if (!qualified) {
      cartErrors.push({
        id: `promotion-not-eligible${promotion.code}`,
        messageKey: 'promotion-not-eligible',
        level: 10,
        message: `Promotion ${promotion.code} not eligible for cart!`,
      });
      continue;
    }
    if (promotion.freeProductIds.length > 0) {
      // A free-goods promotion adds the products and takes their price off.
      let freeTotal = 0;
      for (const productId of promotion.freeProductIds) {
        const product = buyable(session, productId);
        if (!product) continue;
        const item = productLine(
          {
            id: `free-product-${product.id}`,
            type: 'product',
            referencedId: product.id,
            quantity: 1,
            addedAt: line.addedAt,
          },
          product,
          session,
          false,
        );
        lines.push(item);
        products.push({ line: item, product, quantity: 1 });
        freeTotal += (item.price as CalculatedPrice).totalPrice;
      }
      lines.push(
        promotionLine(
          promotion,
          proportionalPrice(
            -freeTotal,
            goodsTaxes.length
              ? goodsTaxes
              : mergeTaxes(products.flatMap((entry) => (entry.line.price as CalculatedPrice).calculatedTaxes)),
          ),
          session,
        ),
      );
      continue;
    }
    const amount =
      promotion.discount.type === 'percentage'
        ? (goodsTotal * promotion.discount.value) / 100
        : Math.min(byFactor(promotion.discount.value, session.render.currency), goodsTotal);
    lines.push(promotionLine(promotion, proportionalPrice(-round(amount), goodsTaxes), session));
  }

  const linePrices = lines.map((line) => line.price as CalculatedPrice);
  const taxRate = session.render.taxRate;
  const channel = session.ref.channel;
  const shippingMethodId =
    context?.shippingMethodId && channel.shippingMethodIds.includes(context.shippingMethodId)
      ? context.shippingMethodId
      : channel.shippingMethodIds[0];
  const shippingMethod = session.render.catalog.shippingMethods.find((method) => method.id === shippingMethodId);
  const paymentMethodId =
    context?.paymentMethodId && channel.paymentMethodIds.includes(context.paymentMethodId)
      ? context.paymentMethodId
      : channel.paymentMethodIds[0];

  let shipping: CalculatedPrice | null = null;
  const deliveries: Schemas['CartDelivery'][] = [];
  if (products.length > 0 && shippingMethod) {
    const allFree = products.every((entry) => entry.product.shippingFree);
    const rate = shippingPriceIn(shippingMethod, session.render.currency);
    const cost = allFree || (rate.freeFrom !== null && goodsTotal >= rate.freeFrom) ? 0 : rate.price;
    shipping = proportionalPrice(
      cost,
      mergeTaxes(linePrices.flatMap((price) => price.calculatedTaxes)).filter((tax) => tax.price > 0),
    );
    const deliveryTime = session.render.catalog.deliveryTimes.find(
      (entry) => entry.id === shippingMethod.deliveryTimeId,
    );
    const days = (deliveryTime?.unit === 'week' ? 7 : 1) * (deliveryTime?.min ?? 1);
    const daysLatest = (deliveryTime?.unit === 'week' ? 7 : 1) * (deliveryTime?.max ?? 3);
    const earliest = new Date(Date.now() + days * 86_400_000).toISOString();
    const latest = new Date(Date.now() + daysLatest * 86_400_000).toISOString();
    const country = session.render.store.countryById.get(context?.countryId ?? channel.countryId);
    deliveries.push({
      deliveryDate: { earliest, latest },
      location: {
        apiAlias: 'cart_delivery_shipping_location',
        ...(country ? { country: renderCountry(country, session.language.code, channel.currencyId) } : {}),
      },
      positions: products.map((entry) => ({
        identifier: entry.line.id,
        price: entry.line.price as CalculatedPrice,
        deliveryDate: { earliest, latest },
        ...({ quantity: entry.quantity, apiAlias: 'cart_delivery_position' } as object),
      })),
      shippingCosts: shipping,
      shippingMethod: renderShippingMethod(shippingMethod, session.render),
      ...({ apiAlias: 'cart_delivery' } as object),
    });
  }
  const price = cartPrice(linePrices, shipping, taxRate);
  const errorsById: Record<string, { code: number; key: string; level: number; message: string; messageKey: string }> =
    {};
  for (const error of cartErrors) {
    errorsById[error.id] = {
      code: 0,
      key: error.id,
      level: error.level,
      message: error.message,
      messageKey: error.messageKey,
    };
  }
  const cart: Cart = {
    name: 'sales-channel',
    token: session.token,
    price,
    lineItems: lines,
    // Keyed by error id; the document types the collection as an object, so an empty one is {}.
    errors: errorsById,
    deliveries,
    transactions: paymentMethodId
      ? [
          {
            paymentMethodId,
            amount: {
              ...calculatePrice({ unitPrice: price.totalPrice, quantity: 1, taxRate }),
              calculatedTaxes: price.calculatedTaxes,
            },
          },
        ]
      : [],
    modified: false,
    customerComment: stored?.customerComment ?? null,
    affiliateCode: null,
    campaignCode: null,
    apiAlias: 'cart',
  };
  return { cart, products, promotions, goodsTotal };
}
