import React from 'react';
import styled from 'styled-components';
import { NewsletterForm } from '../../newsletter';
import type { NewsletterSignupBlock } from '../../../services/storyblok/model';
import { useContentData } from './content-data';
import { editable } from './editable';
import { Section } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';

const Panel = styled.div`
  display: grid;
  gap: 2.4rem;
  padding: 3.2rem 2rem;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.card};
  h2 {
    margin: 0 0 0.8rem;
  }
  p {
    margin: 0;
  }
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
    gap: 4.8rem;
    padding: 4.8rem;
  }
`;

export interface NewsletterSignupProps extends BlockProps<NewsletterSignupBlock> {
  /** Overrides the page's `onNewsletterSignup` (content-data). */
  onSignup?: (email: string) => Promise<void>;
}

const optional = (value: string | undefined) => (present(value) ? value : undefined);

/**
 * Newsletter sign-up block: title, text and the shared form, calling the sign-up the page
 * provides. Without that call there is no form at all: a form that cannot send must not be offered.
 */
export function NewsletterSignup({ blok, onSignup }: NewsletterSignupProps) {
  const data = useContentData();
  const signup = onSignup ?? data.onNewsletterSignup;
  if (!signup) return null;
  return (
    <Section {...editable(blok)}>
      <Panel>
        <div>
          {present(blok.title) && <h2>{blok.title}</h2>}
          {present(blok.text) && <p>{blok.text}</p>}
        </div>
        <NewsletterForm
          onSignup={signup}
          placeholder={optional(blok.placeholder)}
          buttonLabel={optional(blok.button_label)}
          consentText={optional(blok.consent_text)}
          successText={optional(blok.success_text)}
        />
      </Panel>
    </Section>
  );
}
