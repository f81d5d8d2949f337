// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { ContactMethod } from './ContactMethod';
import { Courier } from './Courier';
import { PaymentMethod } from './PaymentMethod';
import { ReturnMethod } from './ReturnMethod';
import { SellingPoint } from './SellingPoint';
import { SellingPoints } from './SellingPoints';
import { ShippingMethod } from './ShippingMethod';
import { SocialChannel } from './SocialChannel';
import {
  contactMethod,
  courier,
  emptyAsset,
  emptyLink,
  paymentMethod,
  relatedStory,
  returnMethod,
  sellingPoint,
  sellingPoints,
  shippingMethod,
  socialChannel,
} from './test-factories';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to, 'data-client-link': '' }, children),
  };
});

afterEach(cleanup);

const detailLink = (href: string) => ({ kind: 'internal' as const, href });

describe('ContactMethod', () => {
  it('shows a phone number as a dialling link with the opening hours', () => {
    renderWithPage(<ContactMethod blok={contactMethod()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Call us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+44 (0)115 123 4567' }).getAttribute('href')).toBe('tel:+4401151234567');
    expect(screen.getByText('Phone').tagName).toBe('DT');
    expect(screen.getByText('Opening hours').nextElementSibling?.textContent).toBe('Mon–Fri 9:00–17:00');
    expect(screen.queryByText('More about calling us.')).toBeNull();
  });

  it('writes an email, links its title to its own page in a listing and shows the body on that page', () => {
    const { unmount } = renderWithPage(
      <ContactMethod
        blok={contactMethod({ title: 'Write to us', kind: 'email', value: 'service@example.com' })}
        href={detailLink('/gb/en/contact/email/')}
      />,
    );
    expect(screen.getByRole('link', { name: 'service@example.com' }).getAttribute('href')).toBe(
      'mailto:service@example.com',
    );
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/gb/en/contact/email/');
    unmount();

    renderWithPage(<ContactMethod blok={contactMethod()} detail headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Call us' })).toBeTruthy();
    expect(screen.getByText('More about calling us.')).toBeTruthy();
  });

  it('has no value link for the contact form', () => {
    renderWithPage(<ContactMethod blok={contactMethod({ kind: 'form', value: '' })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Courier', () => {
  it('shows name, logo and a tracking link that opens in a new tab', () => {
    const { container } = renderWithPage(<Courier blok={courier()} />);
    expect(screen.getByText('Parcel Express').tagName).toBe('STRONG');
    const logo = container.querySelector('img');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(logo?.getAttribute('width')).toBe('96');
    const tracking = screen.getByRole('link', { name: /Track your parcel with Parcel Express/ });
    expect(tracking.getAttribute('href')).toBe('https://track.example.com/');
    expect(tracking.getAttribute('target')).toBe('_blank');
    expect(tracking.getAttribute('rel')).toBe('noopener noreferrer');
    expect(tracking.textContent).toContain('(opens in a new tab)');
  });

  it('leaves out a missing logo and tracking link', () => {
    const { container } = renderWithPage(
      <Courier blok={courier({ logo: emptyAsset(), tracking_link: emptyLink() })} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ReturnMethod', () => {
  it('shows the title, text and return period', () => {
    renderWithPage(<ReturnMethod blok={returnMethod()} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Return to a dealer' })).toBeTruthy();
    expect(screen.getByText('Return within 30 days')).toBeTruthy();
  });
});

describe('PaymentMethod', () => {
  it('shows logo, linked title and intro; the body only on its own page', () => {
    const { container, unmount } = renderWithPage(
      <PaymentMethod blok={paymentMethod()} href={detailLink('/gb/en/payment/transfer/')} />,
    );
    expect(container.querySelector('img')?.getAttribute('width')).toBe('120');
    expect(screen.getByRole('link', { name: 'Bank transfer' }).getAttribute('href')).toBe('/gb/en/payment/transfer/');
    expect(screen.getByText('Pay in advance by bank transfer.')).toBeTruthy();
    expect(screen.queryByText('We ship as soon as the payment arrives.')).toBeNull();
    unmount();
    renderWithPage(<PaymentMethod blok={paymentMethod()} detail />);
    expect(screen.getByText('We ship as soon as the payment arrives.')).toBeTruthy();
  });
});

describe('ShippingMethod', () => {
  const method = shippingMethod({
    couriers: [relatedStory(courier({ name: 'Parcel Express' })), 'uuid-unresolved-courier'],
    return_methods: [relatedStory(returnMethod({ title: 'Return by post', days: 14 }))],
  });

  it('shows title and delivery time in a listing', () => {
    renderWithPage(<ShippingMethod blok={method} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Home delivery' })).toBeTruthy();
    expect(screen.getByText('Delivery time').nextElementSibling?.textContent).toBe('3–5 working days');
    expect(screen.queryByText('Parcel Express')).toBeNull();
  });

  it('adds body, resolved couriers and return options on its own page', () => {
    renderWithPage(<ShippingMethod blok={method} detail headingLevel={2} />);
    expect(screen.getByText('How home delivery works.')).toBeTruthy();
    const couriers = screen.getByRole('heading', { level: 3, name: 'Couriers' }).nextElementSibling as HTMLElement;
    expect(within(couriers).getAllByRole('listitem')).toHaveLength(1);
    expect(within(couriers).getByText('Parcel Express')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Return options' })).toBeTruthy();
    expect(screen.getByText('Return within 14 days')).toBeTruthy();
  });
});

describe('SellingPoint(s)', () => {
  it('lists the resolved selling points with their icons, skipping unresolved ones', () => {
    const { container } = renderWithPage(
      <SellingPoints
        blok={sellingPoints({
          items: [
            relatedStory(sellingPoint()),
            'uuid-unresolved',
            relatedStory(sellingPoint({ title: 'Dealers nearby', text: '', icon: 'store' })),
          ],
        })}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toBe('Free deliveryTo your door or your dealer.');
    expect(items[1]?.textContent).toBe('Dealers nearby');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('falls back to a check mark for an unknown icon and can title itself with a heading', () => {
    renderWithPage(<SellingPoint blok={sellingPoint({ icon: 'rocket' })} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Free delivery' })).toBeTruthy();
  });

  it('renders nothing without a resolved selling point', () => {
    const { container } = renderWithPage(<SellingPoints blok={sellingPoints({ items: ['uuid'] })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('SocialChannel', () => {
  it('links to the profile with the label and handle', () => {
    renderWithPage(<SocialChannel blok={socialChannel()} />);
    const link = screen.getByRole('link', { name: /Follow us on Instagram @ridewithus/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/ridewithus');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('falls back to the channel name and renders nothing without a link', () => {
    const { unmount } = renderWithPage(<SocialChannel blok={socialChannel({ label: '' })} />);
    expect(screen.getByRole('link', { name: /^Instagram/ })).toBeTruthy();
    unmount();
    const { container } = renderWithPage(<SocialChannel blok={socialChannel({ link: emptyLink() })} />);
    expect(container.innerHTML).toBe('');
  });
});
