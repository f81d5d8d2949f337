/**
 * Add to basket on the product page (issue 5 point 2): the shown variant, with the chosen
 * batteries of an e-bike's bundle. The button is disabled, with the reason next to it, while the
 * variant cannot be ordered (inactive or out of stock). While adding it says so and ignores
 * further clicks; then a success message links to the basket (the header count follows the
 * store), or the fail banner offers a retry of the same add. The basket itself never loses what
 * it had: a failed call leaves it untouched (cart store).
 */
import { Link } from 'gatsby';
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../../components/page-context';
import { LinkButton, PrimaryButton } from '../../../components/ui/controls';
import { MessageBanner } from '../../../components/ui/MessageBanner';
import { brand } from '../../../config/runtime';
import type { ProductToAdd } from '../../../lib/cart';
import type { StockStatus } from '../../../lib/product';
import { basketPath } from '../../../lib/routing/routes';
import type { CartStore } from '../../cart';
import { useAddToCart } from '../../cart';
import { fill } from '../../../lib/i18n/fill';
import { useCartTexts } from '../../cart';
import { storeClientOf } from '../store-client';
import type { BatterySelection } from './battery';

/** Product ids of product numbers (the battery custom fields name batteries by number). */
export type ResolveProductNumbers = (numbers: readonly string[]) => Promise<Record<string, string>>;

export interface AddToBasketProps {
  /** The shown variant's id; null when no variant is chosen. */
  variantId: string | null;
  productName: string;
  stockStatus: StockStatus;
  battery: BatterySelection;
  /** Another lookup of battery ids (tests); the country's store-api by default. */
  resolveProductNumbers?: ResolveProductNumbers;
  /** Another cart store (tests). */
  store?: CartStore;
}

const Box = styled.div`
  display: grid;
  gap: 1.2rem;
`;

const Button = styled(PrimaryButton)`
  width: 100%;
  ${({ theme }) => theme.up('md')} {
    width: auto;
    min-width: 28rem;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.border};
  }
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Retry = styled(LinkButton)`
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

type Phase = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

export function AddToBasket({
  variantId,
  productName,
  stockStatus,
  battery,
  resolveProductNumbers,
  store,
}: AddToBasketProps) {
  const { country, language } = usePageContext();
  const texts = useCartTexts();
  const reasonId = useId();
  const add = useAddToCart(country, store);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const reason =
    variantId === null
      ? texts.chooseVariant
      : stockStatus === 'inactive'
        ? texts.unavailableInactive
        : stockStatus === 'outOfStock'
          ? texts.unavailableOutOfStock
          : null;

  const itemsToAdd = async (id: string): Promise<ProductToAdd[]> => {
    const batteries = [battery.required, battery.optional].filter((sku): sku is string => sku !== null);
    if (batteries.length === 0) return [{ productId: id, quantity: 1 }];
    const resolve =
      resolveProductNumbers ?? (async (numbers) => (await storeClientOf(country)).productIdsByNumbers(numbers));
    const ids = await resolve(batteries);
    return [
      { productId: id, quantity: 1 },
      ...batteries.map((sku) => {
        const batteryId = ids[sku];
        if (!batteryId) throw new Error(`Battery ${sku} is not sold in this shop.`);
        return { productId: batteryId, quantity: 1 };
      }),
    ];
  };

  const addToBasket = async () => {
    if (reason !== null || variantId === null || phase.kind === 'adding') return;
    setPhase({ kind: 'adding' });
    try {
      const basket = await add(await itemsToAdd(variantId));
      setPhase(basket ? { kind: 'added' } : { kind: 'failed', message: texts.addFailed });
    } catch {
      setPhase({ kind: 'failed', message: texts.addFailed });
    }
  };

  const adding = phase.kind === 'adding';
  return (
    <Box>
      <Button
        type="button"
        disabled={reason !== null}
        aria-disabled={adding || undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => void addToBasket()}
      >
        {adding ? texts.adding : texts.addToBasket}
      </Button>
      {reason && <Reason id={reasonId}>{reason}</Reason>}
      {phase.kind === 'added' && (
        <MessageBanner variant="success" message={fill(texts.added, { name: productName })}>
          <Link to={basketPath({ country, language }, brand.routing)}>{texts.viewBasket}</Link>
        </MessageBanner>
      )}
      {phase.kind === 'failed' && (
        <MessageBanner variant="fail" message={phase.message}>
          <Retry type="button" onClick={() => void addToBasket()}>
            {texts.retry}
          </Retry>
        </MessageBanner>
      )}
    </Box>
  );
}
