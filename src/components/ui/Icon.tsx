import React from 'react';
import styled from 'styled-components';
import type { Theme } from '../../styles/theme';

const paths = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.7 4.7-1.4 1.4-4.7-4.7A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z',
  basket: 'M7 7V6a5 5 0 0 1 10 0v1h3l-1.5 14h-13L4 7h3zm2 0h6V6a3 3 0 0 0-6 0v1zm-3 2 1 10h10l1-10H6z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5z',
  chevronDown: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.9 2.2A8 8 0 0 0 4.1 11h3.4c.2-2.5.9-4.9 2.6-6.8zm3.8 0c1.7 1.9 2.4 4.3 2.6 6.8h3.4a8 8 0 0 0-6-6.8zM9.5 11h5c-.2-2.3-1-4.4-2.5-6-1.5 1.6-2.3 3.7-2.5 6zm-5.4 2a8 8 0 0 0 6 6.8c-1.7-1.9-2.4-4.3-2.6-6.8H4.1zm5.4 0c.2 2.3 1 4.4 2.5 6 1.5-1.6 2.3-3.7 2.5-6h-5zm6.9 0c-.2 2.5-.9 4.9-2.6 6.8a8 8 0 0 0 6-6.8h-3.4z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z',
  info: 'M11 7h2v2h-2V7zm0 4h2v6h-2v-6zm1-9a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z',
  error: 'M11 15h2v2h-2v-2zm0-8h2v6h-2V7zm1-5a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
} as const;

export type IconName = keyof typeof paths;

const Svg = styled.svg<{ $size: keyof Theme['iconSize'] }>`
  width: ${({ theme, $size }) => theme.iconSize[$size]};
  height: ${({ theme, $size }) => theme.iconSize[$size]};
  flex: none;
  fill: currentColor;
`;

/** A decorative icon; the control it sits in carries the accessible name. */
export function Icon({ name, size = 'lg' }: { name: IconName; size?: keyof Theme['iconSize'] }) {
  return (
    <Svg $size={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </Svg>
  );
}
