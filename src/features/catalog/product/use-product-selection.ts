/**
 * What a product page shows, kept in the URL: the variant (from the page's variant and the
 * link's colour / frame shape) and the battery choice. Read after mount, so static HTML and
 * hydration agree; a change shows at once and replaces the query with Gatsby's `navigate` on the
 * same path (no reload, no remount, focus stays on the chosen option, scroll kept), or moves to
 * the variant's own page where its child-slug attribute gives it one. The chosen variant also
 * travels in the history state, since the query names only colour and frame shape: without it
 * the new address would fall back to the page's size.
 */
import { navigate } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import type { DetailVariant, ProductDetail } from '../../../lib/product';
import { buildProductQuery, parseProductQuery, type ProductLinkState } from '../../../lib/routing';
import type { ScrollNavigationState } from '../../../lib/scroll';
import { type BatterySelection, batteryOfSelection, initialBatterySelection } from './battery';
import { productQueryOf, variantForOption, variantFromQuery } from './variants';

export interface ProductSelection {
  variantId: string | null;
  battery: BatterySelection;
}

function selectionFromLink(
  detail: ProductDetail,
  variantId: string | null,
  search: string,
  chosenId: string | null,
): ProductSelection {
  const query = parseProductQuery(search);
  const chosen = detail.variants.find((entry) => entry.id === chosenId);
  return {
    variantId: chosen?.id ?? variantFromQuery(detail, variantId, query)?.id ?? null,
    battery: initialBatterySelection(detail.batteries, query.battery),
  };
}

function sameSelection(a: ProductSelection, b: ProductSelection): boolean {
  return (
    a.variantId === b.variantId &&
    a.battery.required === b.battery.required &&
    a.battery.optional === b.battery.optional
  );
}

/**
 * The variant the address names (page variant, query, history state), for parts of the page
 * outside the buy box: they follow a choice once its navigation has replaced the address.
 */
export function useLinkedVariant(
  detail: ProductDetail,
  variantId: string | null,
  search: string,
  chosenId: string | null,
): DetailVariant | null {
  const linked = useMemo(
    () => selectionFromLink(detail, variantId, search, chosenId).variantId,
    [detail, variantId, search, chosenId],
  );
  return detail.variants.find((entry) => entry.id === linked) ?? null;
}

export interface ProductSelectionControls {
  variant: DetailVariant | null;
  battery: BatterySelection;
  selectOption: (groupId: string, optionId: string) => void;
  selectBattery: (battery: BatterySelection) => void;
}

export function useProductSelection(
  detail: ProductDetail,
  variantId: string | null,
  search: string,
  path: string,
  chosenId: string | null = null,
): ProductSelectionControls {
  const [selection, setSelection] = useState(() => selectionFromLink(detail, variantId, search, chosenId));
  const linkKey = `${detail.id}|${variantId ?? ''}|${search}|${chosenId ?? ''}`;
  const [seenLink, setSeenLink] = useState(linkKey);
  if (seenLink !== linkKey) {
    setSeenLink(linkKey);
    // The same choice keeps its object: the parts that wait for the visitor (the configurator)
    // open when the choice changes, and an address that names the shown choice changes nothing.
    const linked = selectionFromLink(detail, variantId, search, chosenId);
    setSelection((current) => (sameSelection(current, linked) ? current : linked));
  }
  const variant = detail.variants.find((entry) => entry.id === selection.variantId) ?? null;

  const show = useCallback(
    (next: ProductSelection) => {
      setSelection(next);
      const shown = detail.variants.find((entry) => entry.id === next.variantId) ?? null;
      const battery = batteryOfSelection(detail.batteries, next.battery);
      const state: ScrollNavigationState & ProductLinkState = {
        preserveScroll: true,
        ...(shown ? { variantId: shown.id } : {}),
      };
      // A value of the brand's child-slug attribute has its own page (spec section 2): go there,
      // with the variant's other attributes in the query as its built link has them.
      const [shownPath, shownSearch = ''] = (shown?.url ?? path).split('?');
      if (shownPath && shownPath !== path) {
        const query = { ...parseProductQuery(`?${shownSearch}`), ...(battery ? { battery } : {}) };
        void navigate(`${shownPath}${buildProductQuery(query)}`, { replace: true, state });
        return;
      }
      const query = productQueryOf(detail.variantGroups, shown, battery);
      void navigate(`${path}${buildProductQuery(query)}`, { replace: true, state });
    },
    [detail, path],
  );

  const selectOption = useCallback(
    (groupId: string, optionId: string) => {
      const next = variantForOption(detail, variant, groupId, optionId);
      if (next && next.id !== selection.variantId) show({ ...selection, variantId: next.id });
    },
    [detail, variant, selection, show],
  );

  const selectBattery = useCallback((battery: BatterySelection) => show({ ...selection, battery }), [selection, show]);

  return { variant, battery: selection.battery, selectOption, selectBattery };
}
