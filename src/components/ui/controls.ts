/** Form controls shared by every form of the site, styled from the theme's roles only. */
import { Link } from 'gatsby';
import styled, { css } from 'styled-components';

export const InputBox = styled.input`
  flex: 1 1 24rem;
  min-height: 4.8rem;
  padding: 0 1.6rem;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.fail};
  }
`;

/** A choice from a list (sort orders, quantities), boxed like the text inputs. */
export const SelectBox = styled.select`
  min-height: 4.4rem;
  padding: 0 1.2rem;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
`;

/**
 * For the box of a select whose width comes from its options: hidden until its last option (marked
 * by `lastOptionMark`) is parsed. A browser painting while the HTML still arrives would draw the
 * empty select narrow and move what shares its line as it grows (e2e/layout-shift). Browsers
 * without `:has` draw it at once, as before.
 */
export const drawnOnceOptionsParsed = css`
  &:not(:has(option[data-last])) {
    visibility: hidden;
  }
`;

/** The attribute `drawnOnceOptionsParsed` waits for, on the last of `count` options. */
export const lastOptionMark = (index: number, count: number): { 'data-last'?: '' } =>
  index === count - 1 ? { 'data-last': '' } : {};

export const PrimaryButton = styled.button`
  flex: 0 0 auto;
  min-height: 4.8rem;
  padding: 0 2.4rem;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

/** A button that reads as a link: the secondary actions (retry, remove, change). */
export const LinkButton = styled.button`
  justify-self: start;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

/** A link that reads as the primary button: the way on (to checkout, to the store locator). */
export const PrimaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 4.8rem;
  padding: 0 2.4rem;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.control};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) => theme.color.accent};
  }
`;
