/**
 * The basket page (issue 5 point 2): the session's basket of the page's country, read in the
 * browser. Until it arrives a skeleton holds the space of a basket, so nothing jumps; a failed
 * read or change shows the fail banner with a retry, and the last good basket stays on screen
 * (the cart store never drops lines on a failure). Stock notes (`/stock/cart`) and the free-goods
 * check (`/checkout/cart/check`) are read beside the cart and again after each change.
 */
import { Link } from 'gatsby';
import React, { useEffect, useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { LinkButton } from '../../components/ui/controls';
import { MessageBanner } from '../../components/ui/MessageBanner';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { brand } from '../../config/runtime';
import type { BrandConfig } from '../../config/schema';
import type { BasketLineItem, FreeProductPromotion } from '../../lib/cart';
import { checkoutPath, homePath } from '../../lib/routing/routes';
import { BasketLine } from './BasketLine';
import type { ReadLineLinks } from './line-links';
import { BasketSummary } from './BasketSummary';
import type { CartStore } from './cart-store';
import { money } from './format';
import { useCart, type UseCartResult } from './hooks';
import { fill } from '../../lib/i18n/fill';
import { type CartMessages, itemCountText, useCartTexts } from './texts';
import { PromotionCode } from './PromotionCode';

export type BasketFlags = Pick<BrandConfig['flags'], 'quantitySelection' | 'shippingLogic'>;

export interface BasketPageProps {
  /** The brand's flags by default; tests pass others. */
  flags?: BasketFlags;
  store?: CartStore;
  /** Reads the lines' product page paths; the store client on demand by default. */
  readLinks?: ReadLineLinks;
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.wide};
  /* The basket arrives after hydration: a page at least a screen tall keeps the footer below
     the fold while the skeleton turns into the basket or the empty state (no layout shift). */
  min-height: 100vh;
  margin: 0 auto;
  padding: 2.4rem 1.6rem 4.8rem;
  ${({ theme }) => theme.up('md')} {
    padding: 3.2rem 3.2rem 8rem;
  }
  h1 {
    margin: 0 0 0.4rem;
  }
`;

const Count = styled.p`
  min-height: 1.5em;
  margin: 0 0 2.4rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: 3.2rem;
  ${({ theme }) => theme.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(28rem, 1fr);
    align-items: start;
    gap: 4.8rem;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 2.4rem;
  min-width: 0;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.2rem;
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

const Placeholder = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.card};
  animation: ${pulse} 1s ${({ theme }) => theme.easing.inOut} infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Empty = styled.div`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 1.6rem;
  min-height: 24rem;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const ActionButton = styled(LinkButton)`
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2.4rem;
`;

/** What the free-goods check tells the shopper: the free product they qualify for, or that it was added. */
export function freeProductNotes(
  promotions: readonly FreeProductPromotion[],
  texts: CartMessages,
  amount: (value: number) => string,
): string[] {
  return promotions.flatMap((promotion) => {
    const product = promotion.products.map((entry) => entry.name).join(', ');
    if (product === '') return [];
    if (promotion.applied) return [fill(texts.freeProductAdded, { product, promotion: promotion.name })];
    if (promotion.qualified) return [fill(texts.freeProductQualified, { product, code: promotion.code })];
    if (promotion.missingAmount > 0 && promotion.requiredProductKind === null)
      return [
        fill(texts.freeProductMissing, { product, promotion: promotion.name, amount: amount(promotion.missingAmount) }),
      ];
    return [];
  });
}

function Skeleton({ label }: { label: string }) {
  return (
    <Columns aria-busy="true">
      <Main>
        <div role="status">
          <VisuallyHidden>{label}</VisuallyHidden>
        </div>
        <Placeholder $height="13rem" />
        <Placeholder $height="13rem" />
        <Placeholder $height="12rem" />
      </Main>
      <Placeholder $height="36rem" />
    </Columns>
  );
}

/** What the view needs of the cart (`useCart`'s result). */
export type BasketCart = Pick<
  UseCartResult,
  | 'basket'
  | 'failure'
  | 'pending'
  | 'freeProducts'
  | 'itemCount'
  | 'retry'
  | 'dismissFailure'
  | 'updateQuantity'
  | 'remove'
  | 'addPromotion'
>;

const readLinksOnDemand: ReadLineLinks = async (country, language, productIds) =>
  (await import('./line-links')).readLineLinks(country, language, productIds);

/** Product page paths of the basket's product lines, read once per set of products. */
function useLineLinks(
  lines: readonly BasketLineItem[] | undefined,
  country: string,
  language: string,
  readLinks: ReadLineLinks,
): Record<string, string> {
  const key = [...new Set((lines ?? []).filter((line) => line.type === 'product').map((line) => line.referencedId))]
    .sort()
    .join(',');
  const [links, setLinks] = useState<Record<string, string>>({});
  useEffect(() => {
    if (key === '') return undefined;
    let current = true;
    readLinks(country, language, key.split(','))
      .then((found) => {
        if (current) setLinks((known) => ({ ...known, ...found }));
      })
      // Links are a convenience: without them (chunk or backend unreachable) the lines still show.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key, country, language, readLinks]);
  return links;
}

/** The page's country's basket with stock and the free-goods check, read in the browser. */
export function BasketPage({ flags = brand.flags, store, readLinks = readLinksOnDemand }: BasketPageProps) {
  const { country, language, shopwareCurrency } = usePageContext();
  const cart = useCart({
    country,
    ...(shopwareCurrency ? { currency: shopwareCurrency.iso } : {}),
    withStock: true,
    withFreeProducts: true,
    ...(store ? { store } : {}),
  });
  const links = useLineLinks(cart.basket?.lineItems, country, language, readLinks);
  return <BasketView cart={cart} flags={flags} links={links} />;
}

/** The basket as the cart has it now (rendered from any cart state; tests use factories). */
export function BasketView({
  cart,
  flags,
  links = {},
}: {
  cart: BasketCart;
  flags: BasketFlags;
  /** Product page path per product id; a line without one shows its name unlinked. */
  links?: Readonly<Record<string, string>>;
}) {
  const { country, language, translations } = usePageContext();
  const texts = useCartTexts();
  const linesHeadingId = useId();
  const locale = { country, language };
  const { basket, failure, pending } = cart;
  const busy = pending > 0;

  const failureBanner = failure && (
    <MessageBanner variant="fail" message={failure.action.kind === 'load' ? texts.loadFailed : texts.changeFailed}>
      <Buttons>
        <ActionButton type="button" onClick={() => void cart.retry()}>
          {texts.retry}
        </ActionButton>
        {basket && (
          <ActionButton type="button" onClick={cart.dismissFailure}>
            {texts.dismiss}
          </ActionButton>
        )}
      </Buttons>
    </MessageBanner>
  );

  const changeQuantity = (line: BasketLineItem, quantity: number) => {
    if (!flags.quantitySelection || !line.removable || quantity === line.quantity) return;
    void cart.updateQuantity(line.id, Math.min(quantity, line.maxQuantity));
  };

  let body: React.ReactNode;
  if (!basket) {
    body = failure ? <Stack>{failureBanner}</Stack> : <Skeleton label={texts.loading} />;
  } else if (basket.lineItems.length === 0) {
    body = (
      <Stack>
        {failureBanner}
        <Empty>
          <h2>{texts.emptyTitle}</h2>
          <p>{texts.emptyText}</p>
          <Link to={homePath(locale, brand.routing)}>{texts.continueShopping}</Link>
        </Empty>
      </Stack>
    );
  } else {
    const notes = freeProductNotes(cart.freeProducts ?? [], texts, (value) => money(value, basket.currency, locale));
    body = (
      <Columns>
        <Main>
          {failureBanner}
          {notes.map((note) => (
            <MessageBanner key={note} variant="info" message={note} />
          ))}
          <section aria-labelledby={linesHeadingId}>
            <VisuallyHidden as="h2" id={linesHeadingId}>
              {texts.lineItems}
            </VisuallyHidden>
            <ul>
              {basket.lineItems.map((line) => (
                <BasketLine
                  key={line.id}
                  line={line}
                  href={links[line.referencedId] ?? null}
                  currency={basket.currency}
                  quantitySelection={flags.quantitySelection}
                  busy={busy}
                  onQuantity={changeQuantity}
                  onRemove={(item) => void cart.remove(item.id)}
                />
              ))}
            </ul>
          </section>
          <PromotionCode
            basket={basket}
            busy={busy}
            onApply={cart.addPromotion}
            onRemove={(id) => void cart.remove(id)}
          />
        </Main>
        <BasketSummary
          basket={basket}
          shippingLogic={flags.shippingLogic}
          checkoutHref={checkoutPath(locale, brand.routing)}
        />
      </Columns>
    );
  }

  return (
    <Page>
      <h1>{translations.basket}</h1>
      <Count>{basket && basket.lineItems.length > 0 ? itemCountText(texts, cart.itemCount) : null}</Count>
      {body}
    </Page>
  );
}
