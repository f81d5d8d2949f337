/**
 * Project extensions of the store-api (not in Shopware's standard; shapes designed here and
 * documented in emulators/shopware/README.md):
 *   GET  /stock/product          stock of products by id or product number
 *   GET  /stock/cart             stock of the cart's products against their quantities
 *   GET  /checkout/cart/check    free-product promotions and whether the cart qualifies
 *   POST /checkout/klarna/session  starts a Klarna payment session for the cart
 *   POST /newsletter/signup      newsletter sign-up (single call, no storefrontUrl)
 *   POST /notify-me              'notify me' when a product that cannot be ordered can be again
 * and the standard POST /newsletter/subscribe.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { idFor, type SeedProduct } from '../../seed/catalog';
import { calculateCart, promotionMinimum } from '../cart';
import { checkStrings, isValidEmail } from '../field-rules';
import { errors, ShopwareError, type Violation, violations } from '../errors';
import { round } from '../pricing';
import type { Session } from '../session';
import type { StoredNewsletterRecipient, StoredNotifyMeRequest } from '../state';
import { bodyOf, idsOf, type Mount, type RouteDeps } from './shared';
import { text } from '../store';

export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock' | 'inactive';

/** Three or fewer count as low stock. */
export const lowStockThreshold = 3;

export function stockStatus(session: Session, product: SeedProduct): StockStatus {
  const { brand } = session.ref;
  if (!product.active) return 'inactive';
  const stock = brand.stock(product);
  if (stock <= 0) return 'outOfStock';
  return stock <= lowStockThreshold ? 'lowStock' : 'inStock';
}

function stockEntry(session: Session, product: SeedProduct) {
  const { brand } = session.ref;
  const deliveryTime = session.render.catalog.deliveryTimes.find((entry) => entry.id === product.deliveryTimeId);
  const stock = brand.stock(product);
  return {
    productId: product.id,
    productNumber: product.productNumber,
    parentId: product.parentId,
    stock,
    availableStock: stock,
    available: brand.available(product),
    isCloseout: product.isCloseout,
    stockStatus: stockStatus(session, product),
    deliveryTime: deliveryTime
      ? {
          min: deliveryTime.min,
          max: deliveryTime.max,
          unit: deliveryTime.unit,
          name: text(deliveryTime.name, session.language.code),
        }
      : null,
    apiAlias: 'accell_product_stock',
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function mountExtensionRoutes(mount: Mount, deps: RouteDeps): void {
  mount('GET', '/stock/product', (req, session) => {
    const ids = idsOf(req);
    const numbers = idsOf(req, 'productNumbers');
    if (ids.length === 0 && numbers.length === 0) throw errors.missingParameter('ids');
    const { brand } = session.ref;
    const products = [
      ...ids.map((id) => brand.productById.get(id.toLowerCase())),
      ...numbers.map((number) => brand.productByNumber.get(number.toLowerCase())),
    ].filter((product): product is SeedProduct => product !== undefined);
    const unique = [...new Map(products.map((product) => [product.id, product])).values()];
    return {
      body: {
        elements: unique.map((product) => stockEntry(session, product)),
        total: unique.length,
        apiAlias: 'accell_product_stock_list',
      },
    };
  });

  mount('GET', '/stock/cart', (_req, session) => {
    const state = deps.state.current;
    const calculation = calculateCart(state.carts[session.key] ?? null, session, state.contexts[session.key] ?? null);
    const elements = calculation.products.map(({ line, product, quantity }) => {
      const stock = session.ref.brand.stock(product);
      return {
        lineItemId: line.id,
        productId: product.id,
        productNumber: product.productNumber,
        quantity,
        availableStock: stock,
        // Closeout products must be in stock; others can be back-ordered.
        sufficient: !product.isCloseout || stock >= quantity,
        stockStatus: stockStatus(session, product),
        apiAlias: 'accell_cart_stock_item',
      };
    });
    return {
      body: {
        token: session.token,
        allAvailable: elements.every((entry) => entry.sufficient),
        elements,
        apiAlias: 'accell_cart_stock',
      },
    };
  });

  mount('GET', '/checkout/cart/check', (_req, session) => {
    const state = deps.state.current;
    const calculation = calculateCart(state.carts[session.key] ?? null, session, state.contexts[session.key] ?? null);
    const { brand } = session.ref;
    const applied = new Set(calculation.promotions.filter((entry) => entry.applied).map((entry) => entry.promotion.id));
    const freeProductPromotions = brand.catalog.promotions
      .filter((promotion) => promotion.freeProductIds.length > 0)
      .map((promotion) => {
        const kindPresent =
          promotion.requiresKind === null ||
          calculation.products.some((entry) => entry.product.kind === promotion.requiresKind);
        const missingAmount = Math.max(
          0,
          round(promotionMinimum(promotion, session.render.currency) - calculation.goodsTotal),
        );
        return {
          promotionId: promotion.id,
          code: promotion.code,
          name: text(promotion.name, session.language.code),
          qualified: kindPresent && missingAmount === 0 && calculation.goodsTotal > 0,
          applied: applied.has(promotion.id),
          missingAmount,
          requiredProductKind: promotion.requiresKind,
          products: promotion.freeProductIds
            .map((id) => brand.productById.get(id))
            .filter((product): product is SeedProduct => product !== undefined)
            .map((product) => ({
              id: product.id,
              productNumber: product.productNumber,
              name: text(brand.effective(product).name, session.language.code),
            })),
          apiAlias: 'accell_free_product_promotion',
        };
      });
    return { body: { token: session.token, freeProductPromotions, apiAlias: 'accell_cart_check' } };
  });

  mount('POST', '/checkout/klarna/session', async (_req, session) => {
    const state = deps.state.current;
    const calculation = calculateCart(state.carts[session.key] ?? null, session, state.contexts[session.key] ?? null);
    if (calculation.products.length === 0) throw errors.cartEmpty();
    const price = calculation.cart.price;
    const taxAmount = round(price.calculatedTaxes.reduce((sum, tax) => sum + tax.tax, 0));
    const sessionId = randomUUID();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 48 * 3_600_000).toISOString();
    const clientToken = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ session_id: sessionId, exp: Math.floor(Date.parse(expiresAt) / 1000) })).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
    await deps.state.update((next) => {
      next.klarnaSessions[sessionId] = {
        sessionId,
        clientToken,
        salesChannelId: session.ref.channel.id,
        contextToken: session.token,
        orderAmount: price.totalPrice,
        currency: session.render.currency.isoCode,
        createdAt: now.toISOString(),
        expiresAt,
      };
    });
    const country =
      session.render.store.countryById.get(state.contexts[session.key]?.countryId ?? session.ref.channel.countryId) ??
      session.ref.country;
    return {
      body: {
        sessionId,
        clientToken,
        purchaseCountry: country.iso,
        purchaseCurrency: session.render.currency.isoCode,
        locale: session.language.localeCode,
        // Klarna counts amounts in minor units.
        orderAmount: Math.round(price.totalPrice * 100),
        orderTaxAmount: Math.round(taxAmount * 100),
        paymentMethodCategories: [
          {
            identifier: 'pay_later',
            name: 'Pay later',
            assetUrls: {
              descriptive: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
              standard: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
            },
          },
          {
            identifier: 'pay_over_time',
            name: 'Financing',
            assetUrls: {
              descriptive: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
              standard: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
            },
          },
        ],
        expiresAt,
        apiAlias: 'klarna_payment_session',
      },
    };
  });

  const signUp = async (body: Record<string, unknown>, session: Session, source: 'subscribe' | 'signup') => {
    const found: Violation[] = [];
    const email = str(body.email);
    if (!email) found.push({ pointer: '/email', code: 'IS_BLANK_ERROR' });
    else if (!isValidEmail(email))
      found.push({ pointer: '/email', code: 'INVALID_FORMAT_ERROR', parameters: { value: email } });
    checkStrings({ firstName: str(body.firstName), lastName: str(body.lastName) }, '', found);
    if (source === 'subscribe') {
      if (!str(body.option)) found.push({ pointer: '/option', code: 'IS_BLANK_ERROR' });
      if (!str(body.storefrontUrl)) found.push({ pointer: '/storefrontUrl', code: 'IS_BLANK_ERROR' });
    }
    const languageId = str(body.languageId) || session.language.id;
    if (!session.ref.channel.languageIds.includes(languageId)) {
      found.push({
        pointer: '/languageId',
        code: 'ENTITY_DOES_NOT_EXISTS',
        parameters: { entity: 'language', id: languageId },
      });
    }
    if (found.length > 0) throw violations(found);
    // 'direct' subscribes at once; everything else waits for the double opt-in mail.
    const status: StoredNewsletterRecipient['status'] =
      str(body.option) === 'direct' ? 'direct' : source === 'signup' && body.doubleOptIn === false ? 'optIn' : 'notSet';
    return deps.state.update((state) => {
      const now = new Date().toISOString();
      const existing = state.newsletterRecipients.find(
        (entry) => entry.salesChannelId === session.ref.channel.id && entry.email.toLowerCase() === email.toLowerCase(),
      );
      const recipient: StoredNewsletterRecipient = {
        id: existing?.id ?? idFor('newsletter-recipient', session.ref.channel.id, email.toLowerCase()),
        salesChannelId: session.ref.channel.id,
        email,
        firstName: str(body.firstName) || existing?.firstName || null,
        lastName: str(body.lastName) || existing?.lastName || null,
        languageId,
        status: existing?.status === 'optIn' || existing?.status === 'direct' ? existing.status : status,
        source,
        origin: str(body.source) || str(body.storefrontUrl) || null,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      };
      if (existing) Object.assign(existing, recipient);
      else state.newsletterRecipients.push(recipient);
      return recipient;
    });
  };

  // The wish is only taken for a variant out of stock, once per address.
  mount('POST', '/notify-me', async (req, session) => {
    const body = bodyOf(req);
    const found: Violation[] = [];
    const productId = str(body.productId);
    const email = str(body.email);
    const consentText = str(body.consentText);
    if (!productId) found.push({ pointer: '/productId', code: 'IS_BLANK_ERROR' });
    if (!email) found.push({ pointer: '/email', code: 'IS_BLANK_ERROR' });
    else if (!isValidEmail(email))
      found.push({ pointer: '/email', code: 'INVALID_FORMAT_ERROR', parameters: { value: email } });
    if (body.consent !== true) found.push({ pointer: '/consent', code: 'NOT_TRUE_ERROR' });
    if (!consentText) found.push({ pointer: '/consentText', code: 'IS_BLANK_ERROR' });
    if (found.length > 0) throw violations(found);
    const { brand } = session.ref;
    const product = brand.productById.get(productId);
    if (!product || !product.active) throw errors.productNotFound(productId);
    // In stock means it can be ordered now (the shop sells out-of-stock variants as not orderable).
    if (product.childIds.length > 0 || brand.stock(product) > 0) {
      throw new ShopwareError({
        status: 400,
        code: 'ACCELL__NOTIFY_ME_PRODUCT_ORDERABLE',
        detail: `Product ${product.productNumber} can be ordered; notify me is for products that cannot.`,
      });
    }
    return deps.state.update((state) => {
      const duplicate = state.notifyMeRequests.some(
        (entry) =>
          entry.salesChannelId === session.ref.channel.id &&
          entry.productId === product.id &&
          entry.email.toLowerCase() === email.toLowerCase(),
      );
      if (duplicate) {
        throw new ShopwareError({
          status: 409,
          code: 'ACCELL__NOTIFY_ME_DUPLICATE',
          detail: `${email} is already notified about product ${product.productNumber}.`,
        });
      }
      const request: StoredNotifyMeRequest = {
        id: idFor('notify-me', session.ref.channel.id, product.id, email.toLowerCase()),
        salesChannelId: session.ref.channel.id,
        productId: product.id,
        productNumber: product.productNumber,
        email,
        languageId: session.language.id,
        consentText,
        createdAt: new Date().toISOString(),
      };
      state.notifyMeRequests.push(request);
      return { body: { success: true, id: request.id, apiAlias: 'accell_notify_me' } };
    });
  });

  mount('POST', '/newsletter/subscribe', async (req, session) => {
    const recipient = await signUp(bodyOf(req), session, 'subscribe');
    return { body: { success: true, status: recipient.status } };
  });

  mount('POST', '/newsletter/signup', async (req, session) => {
    const recipient = await signUp(bodyOf(req), session, 'signup');
    return {
      body: { success: true, status: recipient.status, id: recipient.id, apiAlias: 'accell_newsletter_signup' },
    };
  });
}
