/**
 * Imported by every page once it is hydrated (src/entry-client.tsx), as its own
 * tiny chunk (the script budget): once the page has loaded and the browser is
 * idle, it fetches the offline outbox (src/contact/pageOutbox.ts, which starts
 * itself), so saved messages are delivered and deliveries confirmed with a toast
 * on any page. If the outbox cannot be fetched, messages wait for the next page load.
 */
const start = () => void import('./pageOutbox').catch(() => {});
const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1));
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
export {};
