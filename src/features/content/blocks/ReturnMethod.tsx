import React from 'react';
import styled from 'styled-components';
import type { ReturnMethodContent } from '../../../services/storyblok/model';
import { editable } from './editable';
import { type HeadingLevel, Heading } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';
import { fill } from '../../../lib/i18n/fill';
import { useBlockTexts } from './texts';

const Root = styled.div`
  display: grid;
  gap: 0.4rem;
  > :is(h2, h3, h4, strong) {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  p {
    margin: 0;
  }
`;

const Days = styled.p`
  && {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.textSize.sm};
  }
`;

export interface ReturnMethodProps extends BlockProps<ReturnMethodContent> {
  /** Title as a heading of this level; plain strong text by default (return methods sit in a list). */
  headingLevel?: HeadingLevel;
}

/** A way to send goods back, with the return period. */
export function ReturnMethod({ blok, headingLevel }: ReturnMethodProps) {
  const texts = useBlockTexts();
  if (!present(blok.title)) return null;
  const days = Number.isFinite(blok.days) && blok.days > 0 ? blok.days : null;
  return (
    <Root {...editable(blok)}>
      {headingLevel ? <Heading level={headingLevel}>{blok.title}</Heading> : <strong>{blok.title}</strong>}
      {present(blok.text) && <p>{blok.text}</p>}
      {days !== null && <Days>{fill(texts.returnWithinDays, { days })}</Days>}
    </Root>
  );
}
