/**
 * The service's method pages: contact methods, and the shipping and payment methods the shop's
 * checkout offers, each named as the checkout names it.
 */
import type { ContactKind, RichTextDoc } from '../../../../src/services/storyblok/model';
import { serviceCopy } from '../../catalog/copy';
import type { Localized } from '../../catalog/types';
import { salesforceForm } from '../article';
import { copyLanguageOf, type ContactCopyKind, type PaymentKey, type ReturnKey, type ShippingKey } from '../copy';
import { servicePhoneByCountry } from '../profiles';
import { bold, bulletList, codeBlock, doc, emailLink, paragraph, storyLink, text } from '../richtext';
import type { Texts } from '../space-builder';
import { faq } from './blocks';
import type { CountryShop } from './context';
import type { ItemKeys } from './items';

/** Technical names of the payment methods in the shop's checkout. */
const technicalPayment: Record<PaymentKey, string> = {
  paypal: 'payment_paypal',
  klarna: 'payment_klarna',
  transfer: 'payment_prepayment',
};

const paymentNames: Record<PaymentKey, Localized> = {
  paypal: serviceCopy.paypal,
  klarna: serviceCopy.klarna,
  transfer: serviceCopy.prepayment,
};

// Pages name each method as the shop's checkout does (the catalogue seed's names).
const shopName = (names: Localized, texts: Texts) => {
  const name = names[copyLanguageOf(texts.language)];
  if (!name) throw new Error(`The shop names no method in ${texts.language}`);
  return name;
};

/** Adds the contact methods; returns their keys in the order the global configuration lists them. */
export function addContactMethods(shop: CountryShop, items: ItemKeys): string[] {
  const { config, code, key, page, seo, folders, serviceEmail } = shop;
  const contactKinds: Array<{ copy: ContactCopyKind; kind: ContactKind; value: string }> = [
    { copy: 'phone', kind: 'phone', value: servicePhoneByCountry[code] ?? servicePhoneByCountry.int ?? '' },
    { copy: 'email', kind: 'email', value: serviceEmail },
    { copy: 'form', kind: 'form', value: '' },
  ];
  const contactKey = (kind: ContactCopyKind) => key(`contact/${kind}`);
  page(
    key('contact/listing'),
    key('contact'),
    (texts) => texts.messages.contact,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'contact_method_listing',
      title: texts.messages.contact,
      intro: texts.copy.listings.contactIntro,
      items: contactKinds.map((method) => ctx.uuid(contactKey(method.copy))),
      // The brand's contact page carries the form itself, not only a link to it.
      body: [
        {
          _uid: ctx.uid('form'),
          component: 'rich_text',
          text: doc(paragraph(text(texts.copy.article.formIntro)), codeBlock(salesforceForm(config.displayName))),
        },
        faq(texts, ctx, items.faqKeys),
      ],
      ...seo(texts.messages.contact, texts.copy.listings.contactIntro),
    }),
    { slug: folders.contact, startPage: true },
  );
  for (const method of contactKinds) {
    page(
      contactKey(method.copy),
      key('contact'),
      (texts) => texts.copy.contact[method.copy].title,
      (texts, ctx) => {
        const copy = texts.copy.contact[method.copy];
        const body: Record<ContactCopyKind, RichTextDoc> = {
          phone: doc(
            paragraph(text(copy.text)),
            paragraph(text(method.value, bold)),
            paragraph(text(texts.copy.openingHours)),
          ),
          email: doc(paragraph(text(copy.text)), paragraph(text(method.value, emailLink(method.value)))),
          form: doc(paragraph(text(texts.copy.article.formIntro)), codeBlock(salesforceForm(config.displayName))),
        };
        return {
          _uid: ctx.uid('root'),
          component: 'contact_method',
          title: copy.title,
          kind: method.kind,
          intro: copy.text,
          value: method.value,
          opening_hours: method.kind === 'phone' ? texts.copy.openingHours : '',
          body: body[method.copy],
          ...seo(copy.title, copy.text),
        };
      },
      { translateSlug: true },
    );
  }
  return contactKinds.map((method) => contactKey(method.copy));
}

export function addShippingMethods(shop: CountryShop, items: ItemKeys): void {
  const { key, page, seo, folders } = shop;
  const { courierKeys, returnKeys } = items;
  // The shop's shipping methods by their technical names (see the payment methods below).
  const shippingMethods: Array<{
    copy: ShippingKey;
    technicalName: string;
    /** The shop's name of the method, which its page carries too, so page and checkout agree. */
    name: Localized;
    couriers: string[];
    returns: ReturnKey[];
  }> = [
    {
      copy: 'homeDelivery',
      technicalName: 'homeDelivery',
      name: serviceCopy.homeDelivery,
      couriers: courierKeys,
      returns: ['parcelShop'],
    },
    {
      copy: 'dealerDelivery',
      technicalName: 'dealerPickup',
      name: serviceCopy.dealerPickup,
      couriers: [],
      returns: ['dealerReturn'],
    },
  ];
  const shippingKey = (method: ShippingKey) => key(`shipping/${method}`);
  page(
    key('shipping/listing'),
    key('shipping'),
    (texts) => texts.copy.listings.shippingTitle,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'shipping_method_listing',
      title: texts.copy.listings.shippingTitle,
      intro: texts.copy.listings.shippingIntro,
      items: shippingMethods.map((method) => ctx.uuid(shippingKey(method.copy))),
      body: [faq(texts, ctx, items.faqKeys)],
      ...seo(texts.copy.listings.shippingTitle, texts.copy.listings.shippingIntro),
    }),
    { slug: folders.shipping, startPage: true },
  );
  for (const method of shippingMethods) {
    page(
      shippingKey(method.copy),
      key('shipping'),
      (texts) => shopName(method.name, texts),
      (texts, ctx) => {
        const copy = { ...texts.copy.shipping[method.copy], title: shopName(method.name, texts) };
        return {
          _uid: ctx.uid('root'),
          component: 'shipping_method',
          title: copy.title,
          technical_name: method.technicalName,
          intro: copy.text,
          delivery_time: copy.time,
          body: doc(
            paragraph(text(copy.text)),
            bulletList(...method.returns.map((returnKey) => [text(texts.copy.returns[returnKey].title, bold)])),
            paragraph(text(texts.copy.listings.paymentTitle, storyLink(ctx, key('payment/listing')))),
          ),
          couriers: method.couriers.map((courierKey) => ctx.uuid(courierKey)),
          return_methods: method.returns.map((returnKey) => ctx.uuid(returnKeys[returnKey])),
          ...seo(copy.title, copy.text),
        };
      },
      { translateSlug: true },
    );
  }
}

export function addPaymentMethods(shop: CountryShop): void {
  const { config, key, page, seo, asset, folders } = shop;
  // Instalments only where the brand configures an instalment price range.
  // The methods the shop's checkout takes, in its order, under the shop's technical names: the
  // build shows no method page the checkout does not offer.
  const paymentMethods: PaymentKey[] = config.catalog.installmentPriceRange
    ? ['transfer', 'paypal', 'klarna']
    : ['transfer', 'paypal'];
  const paymentKey = (method: PaymentKey) => key(`payment/${method}`);
  page(
    key('payment/listing'),
    key('payment'),
    (texts) => texts.copy.listings.paymentTitle,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'payment_method_listing',
      title: texts.copy.listings.paymentTitle,
      intro: texts.copy.listings.paymentIntro,
      items: paymentMethods.map((method) => ctx.uuid(paymentKey(method))),
      ...seo(texts.copy.listings.paymentTitle, texts.copy.listings.paymentIntro),
    }),
    { slug: folders.payment, startPage: true },
  );
  for (const method of paymentMethods) {
    page(
      paymentKey(method),
      key('payment'),
      (texts) => shopName(paymentNames[method], texts),
      (texts, ctx) => {
        const copy = { ...texts.copy.payment[method], title: shopName(paymentNames[method], texts) };
        const logoName = { paypal: 'PayPal', klarna: 'Klarna', transfer: 'SEPA' }[method];
        return {
          _uid: ctx.uid('root'),
          component: 'payment_method',
          title: copy.title,
          technical_name: technicalPayment[method],
          intro: copy.text,
          logo: ctx.asset(asset(`payment:${method}`, 'logo', method, logoName, logoName, 'square'), logoName),
          body: doc(
            paragraph(text(copy.text)),
            paragraph(text(texts.copy.listings.shippingTitle, storyLink(ctx, key('shipping/listing')))),
          ),
          ...seo(copy.title, copy.text),
        };
      },
      { translateSlug: true },
    );
  }
}
