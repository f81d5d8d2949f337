/**
 * Runs in the document head before the body is parsed: marks that JavaScript runs and fades in
 * each `img[data-fade]` when it has loaded. Capturing the load event on the document sees every
 * image, including those that load before React hydrates.
 */
export const imageFadeScript = `document.documentElement.classList.add('js');document.addEventListener('load',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.hasAttribute('data-fade'))t.setAttribute('data-loaded','')},true);`;

/** Hides a fading image until it has loaded, only when the script above runs. */
export const imageFadeStyle = `.js img[data-fade]:not([data-loaded]){opacity:0}`;
