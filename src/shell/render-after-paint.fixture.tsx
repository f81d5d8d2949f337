/**
 * A page for the tests of `hydrateServerHtml`, written against React's API: its content sits in a
 * Suspense boundary, as a Gatsby page's does, so React's server HTML of it opens `<main>` with a
 * comment. The React test checks that HTML, the Preact test hydrates it.
 */
import React, { Suspense, useState } from 'react';

export function ServerPage() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <Suspense fallback={null}>
        <div>
          <h1>Bikes</h1>
          <button type="button" onClick={() => setCount((value) => value + 1)}>
            Clicked {count}
          </button>
        </div>
      </Suspense>
    </main>
  );
}

/** React's server HTML of `ServerPage`. */
export const serverHtml =
  '<main><!--$--><div><h1>Bikes</h1><button type="button">Clicked <!-- -->0</button></div><!--/$--></main>';
