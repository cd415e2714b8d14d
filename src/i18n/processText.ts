import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProcessDuration } from '../business/process';
import { formatDuration } from './format';

const ongoing = msg({ context: 'process step duration', message: 'ongoing', comment: 'Duration of the last process step: support goes on for as long as the client wants' });

/** A process step's duration in the page's language: "1–2 weeks", "1 week", "ongoing" (src/business/process.ts). */
export function processDurationText(i18n: I18n, duration: ProcessDuration): string {
  return duration === 'ongoing' ? i18n._(ongoing) : formatDuration(i18n, duration.unit, duration.min, duration.max);
}
