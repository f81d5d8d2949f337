import { graphql, type PageProps } from 'gatsby';

interface Data {
  bareProduct: { name: string; productNumber: string; price: number } | null;
}

/** A trivial page: one product's name, number and price. */
export default function Product({ data }: PageProps<Data>) {
  return (
    <main>
      <h1>{data.bareProduct?.name}</h1>
      <p>
        {data.bareProduct?.productNumber} {data.bareProduct?.price}
      </p>
    </main>
  );
}

export const query = graphql`
  query ($id: String!) {
    bareProduct(id: { eq: $id }) {
      name
      productNumber
      price
    }
  }
`;
