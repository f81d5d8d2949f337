/**
 * The battery bundle: a radio group of the required batteries (one must be chosen, the first is
 * preselected) and one of the optional extra batteries (none by default).
 */
import React, { useId } from 'react';
import type { BatteryChoice as BatteryChoiceValue } from '../../../lib/routing';
import { fill } from '../../../lib/i18n/fill';
import { useCatalogTexts } from '../texts';
import { type BatterySelection, batteriesOfType } from './battery';
import { Choice, ChoiceGroup, ChoiceList, Hint } from './choice-styles';

export interface BatteryChoiceProps {
  batteries: readonly BatteryChoiceValue[];
  value: BatterySelection;
  onChange: (value: BatterySelection) => void;
}

export function BatteryChoice({ batteries, value, onChange }: BatteryChoiceProps) {
  const texts = useCatalogTexts();
  const baseId = useId();
  const required = batteriesOfType(batteries, 'required');
  const optional = batteriesOfType(batteries, 'optional');
  return (
    <>
      {required.length > 0 && (
        <ChoiceGroup aria-describedby={`${baseId}-required-hint`}>
          <legend>{texts.requiredBattery}</legend>
          <Hint id={`${baseId}-required-hint`}>{texts.requiredBatteryHint}</Hint>
          <ChoiceList>
            {required.map((sku) => (
              <Choice key={sku}>
                <input
                  type="radio"
                  name={`${baseId}-required`}
                  value={sku}
                  checked={value.required === sku}
                  onChange={() => onChange({ ...value, required: sku })}
                />
                <span>{fill(texts.batteryOption, { sku })}</span>
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
            {optional.map((sku) => (
              <Choice key={sku}>
                <input
                  type="radio"
                  name={`${baseId}-optional`}
                  value={sku}
                  checked={value.optional === sku}
                  onChange={() => onChange({ ...value, optional: sku })}
                />
                <span>{fill(texts.batteryOption, { sku })}</span>
              </Choice>
            ))}
          </ChoiceList>
        </ChoiceGroup>
      )}
    </>
  );
}
