/* global window, document */
/**
 * Registers /sw.js over HTTPS or on localhost only (the loopback addresses included, as for the
 * browser: Gatsby's own registration asks for the name `localhost`), and logs the spec's message
 * elsewhere (section 8). The rest loads once the page has loaded (worker-client.js), so it adds
 * nothing to a page's first scripts.
 */
const localHosts = ['localhost', '127.0.0.1', '[::1]'];
let client = null;
let shown = null;

/**
 * Runs `task` once the page has loaded. The worker is registered then, as web.dev's "Service
 * worker registration" advises, so that neither the client's chunk request nor the worker's
 * install competes with the page's own load: asked for at the app's start, the request alone
 * took 3-14 ms of the app script's first task at 4x CPU (issue 20).
 */
function afterLoad(task) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

export const onClientEntry = () => {
  const { protocol, hostname } = window.location;
  if (protocol !== 'https:' && !localHosts.includes(hostname)) {
    console.error('Service workers can only be used over HTTPS, or on localhost for development');
  } else if ('serviceWorker' in navigator) {
    afterLoad(() =>
      import('./worker-client').then((module) => {
        client = module;
        client.register(() => shown);
      }),
    );
  }
};

// The page shown, for the worker to keep a copy of.
export const onRouteUpdate = ({ location }) => {
  shown = location;
  if (client) client.pageShown(location);
};
