/**
 * The configurator: a radio group per variant attribute (colour swatches with their names, frame
 * shapes, sizes in size order ...). Choosing an option shows the variant that has it and keeps as
 * many of the other choices as exist; options that would change another choice are marked.
 */
import React, { useId } from 'react';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { type AttributeGroup, type DetailVariant, hasRole } from '../../../lib/product';
import { useCatalogTexts } from '../texts';
import { Choice, ChoiceGroup, ChoiceList, Swatch } from './choice-styles';
import { isCombinationAvailable, selectionOf } from './variants';

export interface VariantSelectorProps {
  groups: readonly AttributeGroup[];
  variants: readonly DetailVariant[];
  variant: DetailVariant | null;
  onSelect: (groupId: string, optionId: string) => void;
}

export function VariantSelector({ groups, variants, variant, onSelect }: VariantSelectorProps) {
  const texts = useCatalogTexts();
  const baseId = useId();
  const selection = variant ? selectionOf(groups, variant) : {};
  const offered = groups.filter((group) => group.options.length > 0);
  if (offered.length === 0) return null;
  return (
    <>
      {offered.map((group, groupIndex) => {
        const isColour = hasRole({ key: group.key, group: group.name }, 'color');
        const { options } = group;
        const chosen = options.find((option) => option.id === selection[group.id]);
        return (
          <ChoiceGroup key={group.id}>
            <legend>
              {group.label}
              {chosen && <span aria-hidden="true">{`: ${chosen.name}`}</span>}
            </legend>
            <ChoiceList>
              {options.map((option) => {
                const available = isCombinationAvailable({ variants }, selection, group.id, option.id);
                return (
                  <Choice key={option.id} $unavailable={!available}>
                    <input
                      type="radio"
                      name={`${baseId}-${groupIndex}`}
                      value={option.id}
                      checked={selection[group.id] === option.id}
                      onChange={() => onSelect(group.id, option.id)}
                    />
                    {isColour && option.colorHexCode && (
                      <Swatch aria-hidden="true" style={{ background: option.colorHexCode }} />
                    )}
                    <span>{option.name}</span>
                    {!available && <VisuallyHidden>({texts.unavailableCombination})</VisuallyHidden>}
                  </Choice>
                );
              })}
            </ChoiceList>
          </ChoiceGroup>
        );
      })}
    </>
  );
}
