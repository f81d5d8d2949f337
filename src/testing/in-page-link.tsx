/**
 * Gatsby's `Link` for jsdom tests that mock 'gatsby': an anchor whose click is handled in the
 * page, as Gatsby's is (jsdom cannot navigate).
 */
import React, { type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export function InPageLink({
  to,
  children,
  onClick,
  ...rest
}: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
  };
  return (
    <a {...rest} href={to} onClick={click}>
      {children}
    </a>
  );
}
