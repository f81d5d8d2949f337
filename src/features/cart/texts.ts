/** The basket texts of the page (its language only, from the page context) and their helpers. */
import { fill } from '../../lib/i18n/fill';
import { useFeatureTexts } from '../../components/page-context';
import type { cartShellTextKeys, CartMessages } from './messages';

export type { CartMessages };

declare module '../../lib/page-context' {
  interface FeatureTexts {
    cart?: CartMessages;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the basket's shell keys (declaration merging)
  interface ShellTexts extends Pick<CartMessages, (typeof cartShellTextKeys)[number]> {}
}

export function useCartTexts(): CartMessages {
  return useFeatureTexts('cart');
}

/** The number of pieces in the page language ('1 item', '3 items'); the shell texts hold these too. */
export function itemCountText(texts: Pick<CartMessages, 'itemCountOne' | 'itemCount'>, count: number): string {
  return count === 1 ? texts.itemCountOne : fill(texts.itemCount, { count });
}
