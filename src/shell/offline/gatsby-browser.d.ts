/** The types of gatsby-browser.js (a plain script of the local offline plugin). */
export declare function onClientEntry(): void;

export declare function onRouteUpdate(args: { location: Location }): void;
