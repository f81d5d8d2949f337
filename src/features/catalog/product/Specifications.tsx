/** The technical specification group (spec section 3) as a table with a caption. */
import React from 'react';
import styled from 'styled-components';
import type { SpecificationRow } from '../../../lib/product';
import { attributeLabel, useAttributeLabels } from '../../../components/attribute-labels';
import { useCatalogTexts } from '../texts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    margin-bottom: 1.2rem;
    text-align: left;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.headingSize.h2};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    text-transform: ${({ theme }) => theme.font.headingTransform};
  }
  th,
  td {
    padding: 1.2rem 0.8rem 1.2rem 0;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    width: 40%;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

export function Specifications({ rows }: { rows: readonly SpecificationRow[] }) {
  const texts = useCatalogTexts();
  const labels = useAttributeLabels();
  if (rows.length === 0) return null;
  return (
    <Table>
      <caption>{texts.specifications}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label || attributeLabel(row.key, labels)}</th>
            <td>{row.values.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
