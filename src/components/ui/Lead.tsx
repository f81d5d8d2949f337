import styled from 'styled-components';

/**
 * The paragraph under a page's heading that says what the page is about. A module of its own:
 * a page that needs only this line does not pay for the other layout primitives.
 */
export const Lead = styled.p`
  max-width: ${({ theme }) => theme.layoutWidth.text};
  margin: 0 0 2.4rem;
  font-size: ${({ theme }) => theme.textSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;
