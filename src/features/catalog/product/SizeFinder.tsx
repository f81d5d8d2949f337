/**
 * The size finder (brand flag `sizeFinder`): the visitor's height in, a suggested size of this
 * product out (rules in `size-finder.ts`), with a button that chooses it in the configurator.
 * Honest by design: it says when it has no suggestion and that a test ride tells best.
 */
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import type { ProductAttribute } from '../../../lib/product';
import { fill } from '../../../lib/i18n/fill';
import { useCatalogTexts } from '../texts';
import { heightRange } from './size-range';

const Section = styled.section`
  display: grid;
  gap: 1.2rem;
  padding: 1.6rem;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.headingSize.h4};
  }
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.8rem 1.2rem;
  label {
    display: grid;
    gap: 0.4rem;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  input {
    width: 12rem;
    min-height: 4.4rem;
    padding: 0.8rem 1.2rem;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.control};
  }
`;

const Button = styled.button`
  min-height: 4.4rem;
  padding: 0.8rem 2rem;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

type Outcome =
  { kind: 'none' } | { kind: 'invalid' } | { kind: 'noMatch' } | { kind: 'match'; option: ProductAttribute };

export interface SizeFinderProps {
  /** The product's size options in display order. */
  sizes: readonly ProductAttribute[];
  /** Id of the size shown now. */
  selectedId: string | null;
  onChoose: (option: ProductAttribute) => void;
}

export function SizeFinder({ sizes, selectedId, onChoose }: SizeFinderProps) {
  const texts = useCatalogTexts();
  const id = useId();
  const [height, setHeight] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  if (sizes.length === 0) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(height.replace(',', '.'));
    if (height.trim() === '' || !Number.isFinite(value) || value < heightRange.min || value > heightRange.max) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    // The size rules load on the first answer, off the product page's first load.
    const { suggestSize } = await import('./size-finder');
    const option = suggestSize(value, sizes);
    setOutcome(option ? { kind: 'match', option } : { kind: 'noMatch' });
  };

  const message =
    outcome.kind === 'invalid'
      ? fill(texts.heightOutOfRange, heightRange)
      : outcome.kind === 'noMatch'
        ? texts.noSizeSuggestion
        : outcome.kind === 'match'
          ? fill(texts.suggestedSize, { size: outcome.option.name })
          : '';

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.sizeFinder}</h2>
      <Hint id={`${id}-hint`}>{texts.sizeFinderHint}</Hint>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-height`}>
          {texts.bodyHeight}
          <input
            id={`${id}-height`}
            type="number"
            inputMode="numeric"
            min={heightRange.min}
            max={heightRange.max}
            step={1}
            value={height}
            aria-describedby={`${id}-hint`}
            aria-invalid={outcome.kind === 'invalid' ? true : undefined}
            onChange={(event) => setHeight(event.target.value)}
          />
        </label>
        <Button type="submit">{texts.findSize}</Button>
      </Form>
      <p role="status">{message}</p>
      {outcome.kind === 'match' && outcome.option.id !== selectedId && (
        <div>
          <Button type="button" onClick={() => onChoose(outcome.option)}>
            {fill(texts.chooseSize, { size: outcome.option.name })}
          </Button>
        </div>
      )}
    </Section>
  );
}
