import { expect, it } from 'vitest';
import { OUTBOX_MARKER_KEY } from '../../src/app/backgroundTasks';
import { PENDING_STORAGE_KEY } from '../../src/contact/outbox';

it('the background tasks watch the outbox marker under the outbox key (kept apart so the outbox code does not load with every page)', () => {
  expect(OUTBOX_MARKER_KEY).toBe(PENDING_STORAGE_KEY);
});
