// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { Faq } from './Faq';
import { doc, faq, faqItem, relatedStory } from './test-factories';

afterEach(cleanup);

describe('Faq', () => {
  const block = faq({
    items: [
      relatedStory(faqItem({ question: 'How long is the warranty?', answer: doc('Five years on the frame.') })),
      'uuid-of-an-unpublished-item',
      relatedStory(faqItem({ question: 'Can I test ride?', answer: doc('At every dealer.') })),
    ],
  });

  it('lists the resolved questions as disclosures under the title and skips unresolved ones', () => {
    const { container } = renderWithPage(<Faq blok={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeTruthy();
    const summaries = [...container.querySelectorAll('details > summary')].map((node) => node.textContent);
    expect(summaries).toEqual(['How long is the warranty?', 'Can I test ride?']);
  });

  it('opens and closes an answer with its question', () => {
    const { container } = renderWithPage(<Faq blok={block} />);
    const details = container.querySelector('details')!;
    const question = screen.getByText('How long is the warranty?');
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByText('Five years on the frame.')).toBeTruthy();
    fireEvent.click(question);
    expect(details.open).toBe(false);
  });

  it('renders nothing when no item is resolved', () => {
    const { container } = renderWithPage(<Faq blok={faq({ items: ['uuid-1', 'uuid-2'] })} />);
    expect(container.innerHTML).toBe('');
  });
});
