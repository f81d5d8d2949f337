import React from 'react';
import styled from 'styled-components';
import { editable } from './editable';
import { usePreviewMode } from './hooks';
import { fill } from '../../../lib/i18n/fill';
import { useBlockTexts } from './texts';

const Note = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.content};
  margin: 2.4rem auto;
  padding: 1.6rem 2rem;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 2px dashed ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.card};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.4rem;
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface MissingBlockProps {
  blok: { component?: string; _uid?: string };
}

/**
 * A block the site has no component for (spec section 8, "Missing content component"). In the
 * editor's preview it asks for the component, so editors see what is missing; the public site
 * shows nothing. Preview is read after mount, so static HTML and hydration agree (both empty).
 */
export function MissingBlock({ blok }: MissingBlockProps) {
  const preview = usePreviewMode();
  const texts = useBlockTexts();
  if (!preview) return null;
  const name = blok.component?.trim() || '?';
  return (
    <Note role="note" {...editable(blok)}>
      <p>
        <strong>{fill(texts.createComponent, { name })}</strong>
      </p>
      <p>{texts.missingBlockHint}</p>
    </Note>
  );
}
