/* global window */
/**
 * Registers /sw.js over HTTPS or on localhost only (the loopback addresses included, as for the
 * browser: Gatsby's own registration asks for the name `localhost`), and logs the spec's message
 * elsewhere (section 8). The rest loads once the app runs (worker-client.js), so it adds next to
 * nothing to a page's first scripts.
 */
const localHosts = ['localhost', '127.0.0.1', '[::1]'];
let client = null;
let shown = null;

export const onClientEntry = () => {
  const { protocol, hostname } = window.location;
  if (protocol !== 'https:' && !localHosts.includes(hostname)) {
    console.error('Service workers can only be used over HTTPS, or on localhost for development');
  } else if ('serviceWorker' in navigator) {
    import('./worker-client').then((module) => {
      client = module;
      client.register(() => shown);
    });
  }
};

// The page shown, for the worker to keep a copy of.
export const onRouteUpdate = ({ location }) => {
  shown = location;
  if (client) client.pageShown(location);
};
