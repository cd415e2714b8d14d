import { useEffect } from 'react';
import { applyHead } from '../../seo/applyHead';
import type { HeadData } from '../../seo/head';

/**
 * Keeps the head right on client-side navigation. The prerendered HTML already
 * carries the first page's head, so nothing renders here.
 */
export function DocumentHead({ head }: { head: HeadData }) {
  const serialized = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(serialized) as HeadData);
  }, [serialized]);
  return null;
}
