import React from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: 2.4rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0;
  }
`;

export interface ContactFormPlaceholderProps {
  /** Text in the page language; the English default stands in until the message catalogue has one. */
  message?: string;
}

/**
 * Holds the place of the contact form in content until the contact feature provides it
 * through `renderContactForm`. A status region, so screen readers hear the message.
 */
export function ContactFormPlaceholder({ message = 'The contact form is loading.' }: ContactFormPlaceholderProps) {
  return (
    <Box role="status">
      <p>{message}</p>
    </Box>
  );
}
