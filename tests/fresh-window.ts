// The unit files of one vitest worker share one jsdom window (`isolate:
// false` in vitest.config.ts: a window and the WASM core made once, not per
// file). Each file starts from a window as fresh as a new one: no stored
// values, no address but the page's own, an empty document, no mark on the
// root element, none of the lab's page-long state (src/app/pageLifetime.ts);
// and a desk's width, 1366 px (jsdom's own is 1024, where a story would open
// with its side panel folded: src/app/narrow.ts).
import { beforeAll } from 'vitest';
import { startAfresh } from '../src/app/pageLifetime';

beforeAll(() => {
  startAfresh();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', window.location.pathname);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) if (name !== 'lang') root.removeAttribute(name);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
});
