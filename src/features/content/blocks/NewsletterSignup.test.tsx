// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { ContentDataProvider } from './content-data';
import { NewsletterSignup } from './NewsletterSignup';
import { newsletterSignup } from './test-factories';

afterEach(cleanup);

function renderForm(onNewsletterSignup?: (email: string) => Promise<void>, language?: string) {
  return renderWithPage(
    <ContentDataProvider value={{ products: {}, teaserProducts: {}, onNewsletterSignup }}>
      <NewsletterSignup blok={newsletterSignup()} />
    </ContentDataProvider>,
    language ? { brand: 'ghost', country: 'de', language } : {},
  );
}

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const submit = () => screen.getByRole('button', { name: 'Sign up' });

describe('NewsletterSignup', () => {
  it('renders no form without a sign-up call', () => {
    const { container } = renderForm(undefined);
    expect(container.innerHTML).toBe('');
  });

  it('is a labelled, required email field with the block texts', () => {
    renderForm(vi.fn(async () => undefined));
    expect(screen.getByRole('heading', { level: 2, name: 'Stay in the loop' })).toBeTruthy();
    const input = field() as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(input.autocomplete).toBe('email');
    expect(input.placeholder).toBe('name@example.com');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('You can unsubscribe at any time.').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('explains an empty or malformed address inline and does not send it', async () => {
    const onSignup = vi.fn(async () => undefined);
    renderForm(onSignup);
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByText('Please enter your email address.').id);
    expect(document.activeElement).toBe(field());

    fireEvent.change(field(), { target: { value: 'rider@example' } });
    expect(screen.getByText('Please enter a valid email address, for example name@example.com.')).toBeTruthy();
    expect(onSignup).not.toHaveBeenCalled();

    fireEvent.change(field(), { target: { value: 'rider@example.com' } });
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks the address when the field is left, not while typing the first time', () => {
    renderForm(vi.fn(async () => undefined));
    fireEvent.change(field(), { target: { value: 'rider' } });
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    fireEvent.blur(field());
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a valid address and shows the success text in a status message', async () => {
    const onSignup = vi.fn(async () => undefined);
    renderForm(onSignup);
    fireEvent.change(field(), { target: { value: '  rider@example.com ' } });
    await act(async () => fireEvent.click(submit()));
    expect(onSignup).toHaveBeenCalledWith('rider@example.com');
    expect(screen.getByRole('status').textContent).toBe('Thanks! Check your inbox.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says so when the sign-up fails and keeps the form', async () => {
    renderForm(vi.fn(async () => Promise.reject(new Error('400'))));
    fireEvent.change(field(), { target: { value: 'rider@example.com' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe('We could not sign you up right now. Please try again later.');
    expect(field()).toBeTruthy();
  });

  it('uses the interface texts of the page language', () => {
    renderForm(
      vi.fn(async () => undefined),
      'de',
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
  });

  it('prefers a sign-up call given as a prop', async () => {
    const fromContext = vi.fn(async () => undefined);
    const fromProp = vi.fn(async () => undefined);
    renderWithPage(
      <ContentDataProvider value={{ products: {}, teaserProducts: {}, onNewsletterSignup: fromContext }}>
        <NewsletterSignup blok={newsletterSignup()} onSignup={fromProp} />
      </ContentDataProvider>,
    );
    fireEvent.change(field(), { target: { value: 'rider@example.com' } });
    await act(async () => fireEvent.click(submit()));
    expect(fromProp).toHaveBeenCalledOnce();
    expect(fromContext).not.toHaveBeenCalled();
  });
});
