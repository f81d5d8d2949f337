/**
 * The battery bundle: a radio group of the required batteries (one must be chosen, the first is
 * preselected) and one of the optional extra batteries (none by default). Each battery is named
 * with its price, so the choice says what it adds to the total.
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import { type BatteryOffer, formatPrice, isPriceVisible } from '../../../lib/product';
import { fill } from '../../../lib/i18n/fill';
import { usePriceContext } from '../hooks';
import { useCatalogTexts } from '../texts';
import type { BatterySelection } from './battery';
import { Choice, ChoiceGroup, ChoiceList, Hint } from './choice-styles';

const Price = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weights.regular};
  white-space: nowrap;
`;

export interface BatteryChoiceProps {
  batteries: readonly BatteryOffer[];
  value: BatterySelection;
  onChange: (value: BatterySelection) => void;
}

function BatteryLabel({ battery, extra }: { battery: BatteryOffer; extra: boolean }) {
  const texts = useCatalogTexts();
  const { locale, flags } = usePriceContext();
  const price = battery.price && isPriceVisible(locale.country, flags) ? formatPrice(battery.price, locale) : null;
  return (
    <span>
      {battery.name ?? fill(texts.batteryOption, { sku: battery.sku })}
      {price && <Price>{extra ? ` +${price}` : ` ${price}`}</Price>}
    </span>
  );
}

export function BatteryChoice({ batteries, value, onChange }: BatteryChoiceProps) {
  const texts = useCatalogTexts();
  const baseId = useId();
  const required = batteries.filter((battery) => battery.type === 'required');
  const optional = batteries.filter((battery) => battery.type === 'optional');
  return (
    <>
      {required.length > 0 && (
        <ChoiceGroup aria-describedby={`${baseId}-required-hint`}>
          <legend>{texts.requiredBattery}</legend>
          <Hint id={`${baseId}-required-hint`}>{texts.requiredBatteryHint}</Hint>
          <ChoiceList>
            {required.map((battery) => (
              <Choice key={battery.sku}>
                <input
                  type="radio"
                  name={`${baseId}-required`}
                  value={battery.sku}
                  checked={value.required === battery.sku}
                  onChange={() => onChange({ ...value, required: battery.sku })}
                />
                <BatteryLabel battery={battery} extra={false} />
              </Choice>
            ))}
          </ChoiceList>
        </ChoiceGroup>
      )}
      {optional.length > 0 && (
        <ChoiceGroup>
          <legend>{texts.optionalBattery}</legend>
          <ChoiceList>
            <Choice>
              <input
                type="radio"
                name={`${baseId}-optional`}
                value=""
                checked={value.optional === null}
                onChange={() => onChange({ ...value, optional: null })}
              />
              <span>{texts.noExtraBattery}</span>
            </Choice>
            {optional.map((battery) => (
              <Choice key={battery.sku}>
                <input
                  type="radio"
                  name={`${baseId}-optional`}
                  value={battery.sku}
                  checked={value.optional === battery.sku}
                  onChange={() => onChange({ ...value, optional: battery.sku })}
                />
                <BatteryLabel battery={battery} extra />
              </Choice>
            ))}
          </ChoiceList>
        </ChoiceGroup>
      )}
    </>
  );
}
