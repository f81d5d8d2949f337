/**
 * Newsletter sign-up (issue 5 point 5) for the footer and the content block: `POST
 * /newsletter/signup` of the page's country, in the session's language. The content block takes
 * `(email) => Promise<void>` as `onNewsletterSignup` (content-data): it resolves when the
 * address is signed up (a confirmation mail follows) and rejects with the backend's message.
 */
import { useCallback } from 'react';
import type { NewsletterResult } from '../../services/shopware/shop-api';
import { type SessionApiOptions, sessionShopApi } from '../../services/session/session-api';
import { ensureSessionHydrated } from '../../services/session/session-store';

/** Where the form is; stored with the sign-up so marketing can tell the sources apart. */
export type NewsletterSource = 'footer' | 'content-block';

export async function signupForNewsletter(
  country: string,
  email: string,
  source: NewsletterSource,
  options: SessionApiOptions = {},
): Promise<NewsletterResult> {
  await ensureSessionHydrated();
  return (await sessionShopApi(country, options)).signupForNewsletter({ email: email.trim(), source });
}

/** The sign-up call of a form, in the shape the content block's `onNewsletterSignup` takes. */
export function useNewsletterSignup(
  country: string,
  source: NewsletterSource,
  options: SessionApiOptions = {},
): (email: string) => Promise<void> {
  const { endpoints, timeoutMs } = options;
  return useCallback(
    async (email: string) => {
      await signupForNewsletter(country, email, source, {
        ...(endpoints ? { endpoints } : {}),
        ...(timeoutMs ? { timeoutMs } : {}),
      });
    },
    [country, source, endpoints, timeoutMs],
  );
}
