/**
 * 'Notify me' (issue 16): the wish to hear when a variant out of stock can be ordered again,
 * sent with `POST /notify-me` of the page's country in the session's language.
 */
import type { NotifyMeRequest, NotifyMeResult } from '../../../services/shopware/shop-api';
import { type SessionApiOptions, sessionShopApi } from '../../../services/session/session-api';
import { ensureSessionHydrated } from '../../../services/session/session-store';

export type { NotifyMeRequest, NotifyMeResult };

export async function requestNotifyMe(
  country: string,
  request: NotifyMeRequest,
  options: SessionApiOptions = {},
): Promise<NotifyMeResult> {
  await ensureSessionHydrated();
  return (await sessionShopApi(country, options)).requestNotifyMe({ ...request, email: request.email.trim() });
}
