/**
 * The app's own shapes of the basket, its stock and the checkout: what the stores hold and the
 * pages render. Built from store-api answers by the pure mappers of this folder; nothing here
 * depends on the backend's types, so the backend can change without touching components.
 */

/** A variant option of a line item, e.g. { group: 'HEIGHTS', option: 'M' }. */
export interface BasketOption {
  /** The property group's code (the emulator and the live shop name groups by attribute code). */
  group: string;
  option: string;
}

/**
 * Why a line item may not ship as ordered:
 * - insufficient: a closeout product with less stock than the quantity (`available` pieces left);
 * - backorder: out of stock but orderable, ships later;
 * - lowStock: few left (`available`);
 * - limited: the backend lowered the quantity to what it can sell (message from the cart);
 * - outOfStock: the backend removed or refused the item (message from the cart).
 */
export type StockProblem =
  | { kind: 'insufficient'; available: number }
  | { kind: 'backorder' }
  | { kind: 'lowStock'; available: number }
  | { kind: 'limited'; message: string }
  | { kind: 'outOfStock'; message: string };

export interface BasketLineItem {
  /** Line item id: what update and remove take. */
  id: string;
  /** The product id (or the promotion code of a promotion line). */
  referencedId: string;
  type: string;
  label: string;
  quantity: number;
  productNumber: string | null;
  /** A small image of the product (320 or 400 wide when there is one), or null. */
  imageUrl: string | null;
  imageAlt: string;
  options: BasketOption[];
  unitPrice: number;
  totalPrice: number;
  /** Former price per unit when the product is discounted, else null. */
  listPrice: number | null;
  /** Largest quantity the backend accepts for this line. */
  maxQuantity: number;
  /** False for products a promotion put in the basket (free goods): no quantity change, no removal. */
  removable: boolean;
  stockProblems: StockProblem[];
}

export interface BasketPromotion {
  /** Line item id of the discount (what remove takes). */
  id: string;
  code: string;
  label: string;
  /** The discount as a negative amount. */
  discount: number;
}

export interface BasketTax {
  rate: number;
  amount: number;
}

export interface BasketTotals {
  /** Sum of the positions (products and discounts), gross. */
  positions: number;
  shippingCosts: number;
  taxes: BasketTax[];
  net: number;
  total: number;
}

export type BasketMessageLevel = 'info' | 'warning' | 'error';

/** A message of the cart (Shopware's cart errors): unknown promotion code, stock reached ... */
export interface BasketMessage {
  key: string;
  messageKey: string;
  level: BasketMessageLevel;
  message: string;
}

export interface Basket {
  /** The context token the cart belongs to. */
  token: string | null;
  currency: string;
  lineItems: BasketLineItem[];
  promotions: BasketPromotion[];
  totals: BasketTotals;
  messages: BasketMessage[];
  /** The shipping method of the (first) delivery, null when the basket is empty. */
  shippingMethod: { id: string; name: string; technicalName: string | null } | null;
  paymentMethodId: string | null;
}

/** Stock of one product line of the cart (`GET /stock/cart`). */
export interface CartStockEntry {
  lineItemId: string;
  productId: string;
  productNumber: string;
  quantity: number;
  availableStock: number;
  sufficient: boolean;
  stockStatus: 'inStock' | 'lowStock' | 'outOfStock' | 'inactive';
}

export interface CartStock {
  allAvailable: boolean;
  entries: CartStockEntry[];
}

/** Stock of a product (`GET /stock/product`). */
export interface ProductStock {
  productId: string;
  productNumber: string;
  parentId: string | null;
  availableStock: number;
  available: boolean;
  isCloseout: boolean;
  stockStatus: CartStockEntry['stockStatus'];
  deliveryTime: { min: number; max: number; unit: string; name: string } | null;
}

/** A free-goods promotion and whether the cart qualifies (`GET /checkout/cart/check`). */
export interface FreeProductPromotion {
  promotionId: string;
  code: string;
  name: string;
  qualified: boolean;
  applied: boolean;
  /** Amount still missing to qualify; 0 when the amount is reached. */
  missingAmount: number;
  /** Kind of product the cart must hold (e.g. 'ebike'), or null. */
  requiredProductKind: string | null;
  products: { id: string; productNumber: string; name: string }[];
}

/** A line item to add: a product (variant) id and a quantity. */
export interface ProductToAdd {
  productId: string;
  quantity: number;
}
