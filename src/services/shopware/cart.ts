/**
 * The adapter's cart resource: store-api cart answers in the app's shapes (pure), the cart as a
 * `Basket`, the cart stock and the cart's own stock messages on each line. The basket's rules
 * are the cart library's (lib/cart).
 */
import type { Schemas } from '@shopware/api-client/api-types';
import { arrayOf, isRecord, numberOf, stringOf } from '../../lib/product/guards';
import { mapMedia, preferredThumbnails } from '../../lib/product/media';
import { roundMoney } from '../../lib/product/price';
import { withStock } from '../../lib/cart/basket-figures';
import type {
  Basket,
  BasketLineItem,
  BasketMessage,
  BasketMessageLevel,
  BasketOption,
  BasketPromotion,
  CartStock,
  CartStockEntry,
  StockProblem,
} from '../../lib/cart/types';

type Cart = Schemas['Cart'];
type LineItem = Schemas['LineItem'];

const stockStatuses = ['inStock', 'lowStock', 'outOfStock', 'inactive'] as const;

/** Shopware's cart error levels: 0 notice, 10 warning, 20 error. */
function levelOf(level: number): BasketMessageLevel {
  if (level >= 20) return 'error';
  return level >= 10 ? 'warning' : 'info';
}

/** Cart errors come as a list or (as Shopware serialises them) an object keyed by error id. */
export function mapCartMessages(errors: Cart['errors']): BasketMessage[] {
  const list = Array.isArray(errors) ? errors : Object.values(errors ?? {});
  return list.map((error) => ({
    key: error.key,
    messageKey: error.messageKey,
    level: levelOf(error.level),
    message: error.message,
  }));
}

/** The variant options of a line item's payload (cart and order lines carry the same ones). */
export function lineOptionsOf(payload: unknown): BasketOption[] {
  if (!isRecord(payload)) return [];
  return arrayOf(payload.options, isRecord)
    .map((entry) => {
      const translated = isRecord(entry.translated) ? entry.translated : {};
      const group = stringOf(translated.group) ?? stringOf(entry.group);
      const option = stringOf(translated.option) ?? stringOf(entry.option);
      return group && option ? { group, option } : null;
    })
    .filter((option): option is BasketOption => option !== null);
}

function imageOf(line: LineItem, label: string): { url: string | null; alt: string } {
  const media = mapMedia(line.cover, label);
  if (!media) return { url: null, alt: label };
  const thumbnail = preferredThumbnails(media.thumbnails)[0];
  return { url: thumbnail?.url ?? media.url, alt: media.alt };
}

/** Problems the cart itself reports for a line (its errors are keyed `<messageKey><lineItemId>`). */
function cartProblems(lineId: string, messages: readonly BasketMessage[]): StockProblem[] {
  const problems: StockProblem[] = [];
  for (const message of messages) {
    if (message.key === `product-stock-reached${lineId}`) problems.push({ kind: 'limited', message: message.message });
    if (message.key === `product-out-of-stock${lineId}`)
      problems.push({ kind: 'outOfStock', message: message.message });
  }
  return problems;
}

function mapProductLine(line: LineItem, messages: readonly BasketMessage[]): BasketLineItem {
  const label = line.label ?? '';
  const image = imageOf(line, label);
  const payload: unknown = line.payload;
  const quantity = line.quantity ?? line.price?.quantity ?? 1;
  const listPrice = line.price?.listPrice?.price;
  return {
    id: line.id,
    referencedId: line.referencedId ?? line.id,
    type: line.type ?? 'product',
    label,
    quantity,
    productNumber: isRecord(payload) ? stringOf(payload.productNumber) : null,
    imageUrl: image.url,
    imageAlt: image.alt,
    options: lineOptionsOf(payload),
    unitPrice: line.price?.unitPrice ?? 0,
    totalPrice: line.price?.totalPrice ?? 0,
    listPrice: typeof listPrice === 'number' && listPrice > 0 ? listPrice : null,
    maxQuantity: line.quantityInformation?.maxPurchase ?? Math.max(quantity, 100),
    removable: line.removable !== false,
    stockProblems: cartProblems(line.id, messages),
  };
}

function mapPromotionLine(line: LineItem): BasketPromotion {
  const payload: unknown = line.payload;
  return {
    id: line.id,
    code: (isRecord(payload) ? stringOf(payload.code) : null) ?? line.referencedId ?? '',
    label: line.label ?? '',
    discount: line.price?.totalPrice ?? 0,
  };
}

export interface MapCartOptions {
  /** ISO code of the session's currency (the cart does not carry it). */
  currency: string;
  /** Cart stock, when read: adds its problems to the lines. */
  stock?: CartStock | null;
}

/** A store-api cart as the app's basket. */
export function mapCart(cart: Cart, options: MapCartOptions): Basket {
  const messages = mapCartMessages(cart.errors);
  const lines = cart.lineItems ?? [];
  const lineItems = lines.filter((line) => line.type !== 'promotion').map((line) => mapProductLine(line, messages));
  const promotions = lines.filter((line) => line.type === 'promotion').map(mapPromotionLine);
  const deliveries = cart.deliveries ?? [];
  const shippingCosts = roundMoney(
    deliveries.reduce((sum, delivery) => sum + (delivery.shippingCosts?.totalPrice ?? 0), 0),
  );
  const method = deliveries[0]?.shippingMethod;
  const basket: Basket = {
    token: cart.token ?? null,
    currency: options.currency,
    lineItems,
    promotions,
    totals: {
      positions: cart.price.positionPrice,
      shippingCosts,
      taxes: cart.price.calculatedTaxes.map((tax) => ({ rate: tax.taxRate, amount: tax.tax })),
      net: cart.price.netPrice,
      total: cart.price.totalPrice,
    },
    messages,
    shippingMethod: method
      ? {
          id: method.id,
          name: method.translated?.name ?? method.name ?? '',
          technicalName: method.technicalName ?? null,
        }
      : null,
    paymentMethodId: cart.transactions?.[0]?.paymentMethodId ?? null,
  };
  return options.stock ? withStock(basket, options.stock) : basket;
}

/** The answer of `GET /stock/cart` (a project extension, see emulators/shopware/README.md). */
export function mapCartStock(value: unknown): CartStock {
  const body = isRecord(value) ? value : {};
  const entries = arrayOf(body.elements, isRecord).map((entry): CartStockEntry => ({
    lineItemId: stringOf(entry.lineItemId) ?? '',
    productId: stringOf(entry.productId) ?? '',
    productNumber: stringOf(entry.productNumber) ?? '',
    quantity: numberOf(entry.quantity) ?? 0,
    availableStock: numberOf(entry.availableStock) ?? 0,
    sufficient: entry.sufficient !== false,
    stockStatus: stockStatuses.find((status) => status === entry.stockStatus) ?? 'inStock',
  }));
  return { allAvailable: entries.every((entry) => entry.sufficient), entries };
}
