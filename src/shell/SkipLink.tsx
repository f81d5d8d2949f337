import React from 'react';
import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  left: 1.6rem;
  top: -10rem;
  z-index: 100;
  padding: 1.2rem 1.6rem;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.control};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  &:focus {
    top: 1.6rem;
  }
`;

export function SkipLink({ target, children }: { target: string; children: React.ReactNode }) {
  return <Link href={`#${target}`}>{children}</Link>;
}
