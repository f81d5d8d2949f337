/**
 * The order confirmation page (issue 5 point 4): the order named by `?orderId=` read back from
 * the store-api (`POST /order`, only the session's own orders), with its number, date, items,
 * totals, addresses, methods and payment state. The basket is read again, since the order
 * emptied it (the header's count shows 0).
 */
import { Link } from 'gatsby';
import React, { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { MessageBanner } from '../../components/ui/MessageBanner';
import { brand } from '../../config/runtime';
import { type OrderAddress, type OrderSummary, orderTotals } from '../../lib/cart';
import { formatAddressLines } from '../../lib/checkout';
import { localeTag } from '../../lib/product/price';
import { homePath } from '../../lib/routing/routes';
import { type CartStore, useCartStore } from '../cart';
import { useSessionHydration } from '../../services/session/session-store';
import { type CheckoutSessionStore, useCheckoutSession } from './checkout-session';
import { Page, Panel, TextButton } from './CheckoutPage';
import { BankTransferDetails } from './BankTransferDetails';
import { CheckoutSummary, orderSummaryParts } from './CheckoutSummary';
import { fill } from '../../lib/i18n/fill';
import { type CheckoutMessages, useCheckoutTexts } from './texts';
import { dateTimeFormat } from '../../lib/i18n/intl';

export interface OrderConfirmationPageProps {
  /** The page URL's query (`location.search`), holding `orderId`. */
  search: string;
  session?: CheckoutSessionStore;
  cart?: CartStore;
}

type Status = 'loading' | 'found' | 'notFound' | 'failed';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.8rem 2.4rem;
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 2.4rem;
  ${({ theme }) => theme.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Addresses = styled.div`
  display: grid;
  gap: 2.4rem;
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
  & h3 {
    margin: 0 0 0.8rem;
    font-size: ${({ theme }) => theme.headingSize.h4};
  }
  & address {
    font-style: normal;
  }
`;

const paymentStateKeys: Record<string, keyof CheckoutMessages> = {
  open: 'paymentStateOpen',
  paid: 'paymentStatePaid',
  failed: 'paymentStateFailed',
  cancelled: 'paymentStateCancelled',
  in_progress: 'paymentStateInProgress',
};

function AddressLines({ address, cityBeforePostalCode }: { address: OrderAddress; cityBeforePostalCode: boolean }) {
  const page = usePageContext();
  const lines = formatAddressLines(
    { ...address, postalCode: address.zipcode, country: address.countryCode ?? '' },
    page,
    { cityBeforePostalCode },
  );
  if (!address.countryCode && address.countryName) lines.push(address.countryName);
  return (
    <address>
      {lines.map((line, index) => (
        <React.Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </React.Fragment>
      ))}
    </address>
  );
}

export function OrderView({
  order,
  cityBeforePostalCode = brand.flags.cityBeforePostalCode,
}: {
  order: OrderSummary;
  /** UK style everywhere; default: the brand's flag. */
  cityBeforePostalCode?: boolean;
}) {
  const page = usePageContext();
  const texts = useCheckoutTexts();
  const stateKey = order.paymentState ? paymentStateKeys[order.paymentState] : undefined;
  const date = order.orderDate
    ? dateTimeFormat(localeTag(page), { dateStyle: 'long' }).format(new Date(order.orderDate))
    : null;
  // Transfer details while the money has not arrived; once paid they are history.
  const transfer = order.paymentState === 'open' || order.paymentState === null ? order.bankTransfer : null;
  return (
    <Grid>
      {transfer && (
        <BankTransferDetails
          account={transfer}
          amount={order.total}
          currency={order.currency}
          reference={order.orderNumber}
        />
      )}
      <Panel aria-labelledby="order-facts">
        <h2 id="order-facts">{texts.orderSummary}</h2>
        {order.email && <p>{fill(texts.confirmationSent, { email: order.email })}</p>}
        <Facts>
          <dt>{texts.orderNumber}</dt>
          <dd>{order.orderNumber}</dd>
          {date && (
            <>
              <dt>{texts.orderDate}</dt>
              <dd>{date}</dd>
            </>
          )}
          {order.shippingMethod && (
            <>
              <dt>{texts.shippingMethod}</dt>
              <dd>{order.shippingMethod}</dd>
            </>
          )}
          {order.paymentMethod && (
            <>
              <dt>{texts.paymentMethod}</dt>
              <dd>{order.paymentMethod}</dd>
            </>
          )}
          {order.paymentState && (
            <>
              <dt>{texts.paymentState}</dt>
              <dd>{stateKey ? String(texts[stateKey]) : order.paymentState}</dd>
            </>
          )}
        </Facts>
        <Addresses>
          {order.billingAddress && (
            <div>
              <h3>{texts.billingAddress}</h3>
              <AddressLines address={order.billingAddress} cityBeforePostalCode={cityBeforePostalCode} />
            </div>
          )}
          {order.shippingAddress && (
            <div>
              <h3>{texts.shippingAddress}</h3>
              <AddressLines address={order.shippingAddress} cityBeforePostalCode={cityBeforePostalCode} />
            </div>
          )}
        </Addresses>
      </Panel>
      <Panel aria-labelledby="order-items">
        <h2 id="order-items">{texts.orderedItems}</h2>
        <CheckoutSummary {...orderSummaryParts(order)} currency={order.currency} totals={orderTotals(order)} />
      </Panel>
    </Grid>
  );
}

export function OrderConfirmationPage({
  search,
  session = useCheckoutSession,
  cart = useCartStore,
}: OrderConfirmationPageProps) {
  const page = usePageContext();
  const texts = useCheckoutTexts();
  useSessionHydration();
  const orderId = new URLSearchParams(search).get('orderId');
  const [status, setStatus] = useState<Status>('loading');
  const [order, setOrder] = useState<OrderSummary | null>(null);

  const load = useCallback(async () => {
    if (!orderId) {
      setStatus('notFound');
      return;
    }
    setStatus('loading');
    const found = await session.getState().loadOrder(page.country, orderId);
    setOrder(found);
    // 401/403: nobody of this session may read orders (another browser, an expired session).
    const failure = session.getState().failure;
    const refused = failure?.status === 401 || failure?.status === 403;
    setStatus(found ? 'found' : failure && !refused ? 'failed' : 'notFound');
  }, [session, page.country, orderId]);

  useEffect(() => {
    void load();
    // The order emptied the basket on the backend: forget the cached one and read it again.
    cart.getState().invalidate(page.country);
    void cart.getState().init(page.country);
  }, [load, cart, page.country]);

  return (
    <Page>
      <h1>{status === 'found' ? texts.thankYou : page.translations.orderConfirmation}</h1>
      {status === 'loading' && <p role="status">{texts.loadingOrder}</p>}
      {status === 'failed' && (
        <MessageBanner variant="fail" message={texts.orderFailedToLoad}>
          <TextButton type="button" onClick={() => void load()}>
            {texts.retry}
          </TextButton>
        </MessageBanner>
      )}
      {status === 'notFound' && (
        <MessageBanner variant="warning" message={texts.orderNotFound}>
          <p>{texts.orderNotFoundHint}</p>
          <Link to={homePath(page, brand.routing)}>{texts.continueShopping}</Link>
        </MessageBanner>
      )}
      {status === 'found' && order && <OrderView order={order} />}
    </Page>
  );
}
