/**
 * The checkout page (issue 5 point 3): the session's basket as a compact summary beside three
 * steps on one page — guest details and address, delivery method, payment method and the order
 * button. Each method choice is saved in the session context at once, which re-reads the
 * totals. The order sends the shopper to the payment provider; a failed payment brings them back
 * here (`?payment=failed&orderId=…`) to pay the same order again. Every failure shows a fail
 * banner, keeps what was typed and can be retried.
 */
import { Link } from 'gatsby';
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { useHydrated } from '../../components/hydration';
import { usePageContext } from '../../components/page-context';
import { LinkButton, PrimaryButton } from '../../components/ui/controls';
import { MessageBanner } from '../../components/ui/MessageBanner';
import { brand } from '../../config/runtime';
import { type Basket, orderTotals } from '../../lib/cart';
import { addressCountries, streetLine, type GuestCheckoutValues } from '../../lib/checkout';
import { formatPrice } from '../../lib/product/price';
import { basketPath, checkoutPath, orderConfirmationPath } from '../../lib/routing/routes';
import { type CartStore, useCartStore } from '../cart';
import { useCart } from '../cart';
import { useSessionHydration } from '../../services/session/session-store';
import { type CheckoutSessionStore, type PaymentUrls, useCheckoutSession } from './checkout-session';
import {
  CheckoutSummary,
  optionValues,
  orderSummaryParts,
  type SummaryDiscount,
  type SummaryLine,
} from './CheckoutSummary';
import { GuestCheckoutForm } from './GuestCheckoutForm';
import { fill } from '../../lib/i18n/fill';
import { useCheckoutTexts } from './texts';
import { MethodChoice } from './MethodChoice';
import { TermsAcceptance } from './TermsAcceptance';

export interface CheckoutPageProps {
  /** The page URL's query (`location.search`). */
  search: string;
  /** Other stores (tests); the app's by default. */
  session?: CheckoutSessionStore;
  cart?: CartStore;
  /** Sends the browser to the payment provider (a full page load); replaced in tests. */
  redirect?: (url: string) => void;
}

const leavePage = (url: string) => window.location.assign(url);

/** The query marker of the payment provider's error URL. */
export const paymentFailedMarker = 'failed';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.content};
  /* Checkout and confirmation read the session after hydration: at least a screen tall, so the
     footer stays below the fold while the content arrives (no layout shift). */
  min-height: 100vh;
  margin: 0 auto;
  padding: 2.4rem 1.6rem 4.8rem;
  & h1 {
    margin: 0 0 2.4rem;
    font-size: ${({ theme }) => theme.headingSize.h1};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 3.2rem;
  ${({ theme }) => theme.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(28rem, 1fr);
    align-items: start;
  }
`;

const Steps = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3.2rem;
  min-width: 0;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1.6rem;
  padding: 2.4rem;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.card};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.headingSize.h3};
    &:focus {
      outline: none;
    }
  }
`;

const StepHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1.6rem;
`;

export const TextButton = styled(LinkButton)`
  padding: 0.4rem 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const OrderButton = styled(PrimaryButton)`
  width: 100%;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const basketSummaryDiscounts = (basket: Basket): SummaryDiscount[] =>
  basket.promotions
    .filter((promotion) => promotion.discount !== 0)
    .map((promotion) => ({ id: promotion.id, label: promotion.label, amount: promotion.discount }));

export const basketSummaryLines = (basket: Basket): SummaryLine[] =>
  basket.lineItems.map((line) => ({
    id: line.id,
    label: line.label,
    quantity: line.quantity,
    totalPrice: line.totalPrice,
    details: optionValues(line.options) || undefined,
  }));

export function CheckoutPage({
  search,
  session = useCheckoutSession,
  cart = useCartStore,
  redirect = leavePage,
}: CheckoutPageProps) {
  const page = usePageContext();
  const texts = useCheckoutTexts();
  useSessionHydration();
  const {
    basket,
    status: cartStatus,
    failure: cartFailure,
    retry: retryCart,
  } = useCart({
    country: page.country,
    store: cart,
  });
  const state = useStore(session);
  // The query (a payment's return address) is read after mount only, so the static HTML and the
  // first client render agree; the session starts then, once, with the returned order.
  const hydrated = useHydrated();
  const params = new URLSearchParams(hydrated ? search : '');
  const returnedOrderId = params.get('payment') === paymentFailedMarker ? params.get('orderId') : null;

  const [editingDetails, setEditingDetails] = useState(true);
  const [details, setDetails] = useState<GuestCheckoutValues | null>(null);
  const [placing, setPlacing] = useState(false);
  // A choice shows at once and until the context has it (or the change failed and it falls back).
  const [choosing, setChoosing] = useState<{ shipping?: string; payment?: string }>({});
  const shippingHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const [focusStep, setFocusStep] = useState<'details' | 'shipping' | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    const { start, loadOrder } = session.getState();
    void (async () => {
      const started = await start(page.country);
      if (started && returnedOrderId) await loadOrder(page.country, returnedOrderId);
    })();
  }, [hydrated, session, page.country, returnedOrderId]);

  // A customer registered earlier in this session (a reload mid-checkout) skips the first step.
  const customer = state.customer;
  useEffect(() => {
    if (customer && !details) setEditingDetails(false);
  }, [customer, details]);

  useEffect(() => {
    const target = focusStep === 'shipping' ? shippingHeading.current : detailsHeading.current;
    if (focusStep && target) {
      target.focus();
      setFocusStep(null);
    }
  }, [focusStep, editingDetails]);

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const urlsFor = (orderId: string): PaymentUrls => ({
    finishUrl: `${origin}${orderConfirmationPath(page, brand.routing, orderId)}`,
    errorUrl: `${origin}${checkoutPath(page, brand.routing)}?${new URLSearchParams({ payment: paymentFailedMarker, orderId }).toString()}`,
  });
  const money = (amount: number, currency: string) => formatPrice({ amount, currency }, page);
  const failure = state.failure;

  const register = async (values: GuestCheckoutValues) => {
    setDetails(values);
    // The shopper may be quicker than the session's first read; wait for it (or retry it).
    const current = session.getState();
    const started = current.context !== null || (await current.start(page.country));
    const countryId = session.getState().context?.countryId;
    if (!started || !countryId) return;
    const address = {
      firstName: values.firstName,
      lastName: values.lastName,
      street: streetLine(values, page),
      zipcode: values.postalCode,
      city: values.city,
      countryId,
      ...(values.phone ? { phoneNumber: values.phone } : {}),
    };
    const registered = await session.getState().registerGuest({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      ...(values.salutationId ? { salutationId: values.salutationId } : {}),
      billingAddress: address,
      storefrontUrl: origin,
    });
    if (registered) {
      setEditingDetails(false);
      setFocusStep('shipping');
    }
  };

  const choose = async (kind: 'shipping' | 'payment', id: string) => {
    setChoosing((current) => ({ ...current, [kind]: id }));
    const { selectShippingMethod, selectPaymentMethod } = session.getState();
    await (kind === 'shipping' ? selectShippingMethod(id) : selectPaymentMethod(id));
    setChoosing((current) => ({ ...current, [kind]: undefined }));
  };

  const pay = async (payment: Promise<string | null>) => {
    setPlacing(true);
    const url = await payment;
    if (url) redirect(url);
    else setPlacing(false);
  };
  const placeOrder = () =>
    pay(
      state
        .placeOrder({ urls: (order) => urlsFor(order.id) })
        .then((order) => (order ? session.getState().redirectUrl : null)),
    );
  const retryLoad = async () => {
    if (!returnedOrderId) return;
    if (await session.getState().start(page.country)) await session.getState().loadOrder(page.country, returnedOrderId);
  };
  const retryPayment = () => {
    const order = state.order;
    if (order) void pay(state.startPayment(urlsFor(order.id)));
  };

  // An order exists: being paid (the shopper is on the way to the provider), its payment could not
  // start, or the shopper came back from the provider without paying. Its basket is gone.
  if (returnedOrderId || state.order) {
    const order = state.order;
    const paymentMessage =
      failure?.step === 'payment' ? texts.paymentStartFailed : returnedOrderId ? texts.paymentFailed : null;
    return (
      <Page>
        <h1>{page.translations.checkout}</h1>
        <Columns>
          <Steps>
            {failure?.step === 'loadOrder' || failure?.step === 'start' ? (
              <MessageBanner variant="fail" message={texts.orderFailedToLoad}>
                <TextButton type="button" onClick={() => void retryLoad()}>
                  {texts.retry}
                </TextButton>
              </MessageBanner>
            ) : order && paymentMessage ? (
              <MessageBanner variant="fail" message={fill(paymentMessage, { orderNumber: order.orderNumber })}>
                <div>
                  <PrimaryButton type="button" onClick={retryPayment} aria-disabled={placing || undefined}>
                    {placing ? texts.placingOrder : texts.retryPayment}
                  </PrimaryButton>
                </div>
              </MessageBanner>
            ) : order ? (
              <Muted role="status">{texts.placingOrder}</Muted>
            ) : state.pending ? (
              <Muted role="status">{texts.loadingOrder}</Muted>
            ) : (
              <MessageBanner variant="fail" message={texts.orderNotFound} />
            )}
          </Steps>
          {order && (
            <Panel aria-labelledby="checkout-summary">
              <h2 id="checkout-summary">{texts.orderSummary}</h2>
              <CheckoutSummary {...orderSummaryParts(order)} currency={order.currency} totals={orderTotals(order)} />
            </Panel>
          )}
        </Columns>
      </Page>
    );
  }

  const emptyBasket = cartStatus === 'ready' && basket !== null && basket.lineItems.length === 0;
  const offered = basket ? state.offeredPaymentMethods(basket.totals.total) : [];
  const chosenPayment =
    offered.find((method) => method.id === (choosing.payment ?? state.context?.paymentMethodId)) ?? null;
  const changing = state.pending === 'context' || cartStatus === 'loading';
  const detailsDone = Boolean(customer) && !editingDetails;
  // The amounts are in the sales channel's currency, which the session context names.
  const currency = state.context?.currency?.iso ?? basket?.currency ?? 'EUR';

  return (
    <Page>
      <h1>{page.translations.checkout}</h1>
      {cartFailure && (
        <MessageBanner variant="fail" message={texts.basketFailed}>
          <TextButton type="button" onClick={() => void retryCart()}>
            {texts.retry}
          </TextButton>
        </MessageBanner>
      )}
      {emptyBasket ? (
        <MessageBanner variant="info" message={texts.emptyBasket}>
          <Link to={basketPath(page, brand.routing)}>{texts.backToBasket}</Link>
        </MessageBanner>
      ) : basket && basket.lineItems.length > 0 ? (
        <Columns>
          <Steps>
            {failure?.step === 'start' && (
              <MessageBanner variant="fail" message={texts.methodsFailed}>
                <TextButton type="button" onClick={() => void state.start(page.country)}>
                  {texts.retry}
                </TextButton>
              </MessageBanner>
            )}
            <Panel aria-labelledby="checkout-details">
              <StepHead>
                <h2 id="checkout-details" ref={detailsHeading} tabIndex={-1}>
                  {texts.stepDetails}
                </h2>
                {detailsDone && (
                  <TextButton
                    type="button"
                    onClick={() => {
                      setEditingDetails(true);
                      setFocusStep('details');
                    }}
                  >
                    {texts.change}
                  </TextButton>
                )}
              </StepHead>
              {detailsDone && customer ? (
                <Muted>
                  {customer.firstName} {customer.lastName}, {customer.email}
                </Muted>
              ) : (
                <GuestCheckoutForm
                  detailsLabelledBy="checkout-details"
                  onSubmit={register}
                  submitting={state.pending === 'register'}
                  failure={failure?.step === 'register' ? texts.saveFailed : null}
                  defaultValues={details ?? undefined}
                  countries={addressCountries([page.country]).length > 0 ? [page.country] : undefined}
                />
              )}
            </Panel>
            {detailsDone && (
              <>
                {failure?.step === 'context' && <MessageBanner variant="fail" message={texts.choiceFailed} />}
                <Panel aria-labelledby="checkout-shipping">
                  <h2 id="checkout-shipping" ref={shippingHeading} tabIndex={-1}>
                    {texts.stepShipping}
                  </h2>
                  <MethodChoice
                    legend={texts.shippingMethod}
                    name="shippingMethod"
                    options={state.shippingMethods.map((method) => ({ ...method, detail: method.deliveryTime }))}
                    value={choosing.shipping ?? state.context?.shippingMethodId ?? null}
                    onChange={(id) => void choose('shipping', id)}
                    busy={changing}
                  />
                </Panel>
                <Panel aria-labelledby="checkout-payment">
                  <h2 id="checkout-payment">{texts.stepPayment}</h2>
                  <MethodChoice
                    legend={texts.paymentMethod}
                    name="paymentMethod"
                    options={offered}
                    value={chosenPayment?.id ?? null}
                    onChange={(id) => void choose('payment', id)}
                    busy={changing}
                  />
                  <TermsAcceptance
                    ref={termsBox}
                    accepted={termsAccepted}
                    onChange={setTermsAccepted}
                    showError={termsMissing}
                  />
                  {failure?.step === 'order' && <MessageBanner variant="fail" message={texts.orderFailed} />}
                  <OrderButton
                    type="button"
                    disabled={!chosenPayment || changing}
                    aria-disabled={placing || undefined}
                    onClick={() => {
                      // No order without accepted terms: say why and lead to the box.
                      if (!termsAccepted) {
                        setTermsMissing(true);
                        termsBox.current?.focus();
                      } else if (!placing) void placeOrder();
                    }}
                  >
                    {placing
                      ? texts.placingOrder
                      : fill(texts.placeOrder, { total: money(basket.totals.total, currency) })}
                  </OrderButton>
                  {changing && <Muted role="status">{texts.updating}</Muted>}
                </Panel>
              </>
            )}
          </Steps>
          <Panel aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">{texts.orderSummary}</h2>
            <CheckoutSummary
              lines={basketSummaryLines(basket)}
              discounts={basketSummaryDiscounts(basket)}
              totals={basket.totals}
              currency={currency}
            />
          </Panel>
        </Columns>
      ) : null}
    </Page>
  );
}
