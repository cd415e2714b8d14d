import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claims } from '../../../../business/claims';
import { freeConsultation } from '../../../../business/offers';

/**
 * The social-proof ticker's entries (spec section 3 "Social-proof entry": type
 * and content). Sample content: the activity entries retell the success
 * stories (content/stories.ts) without a name or a time, so nothing reads
 * like live activity of a real person ("a law firm in Hamburg", never "Anna
 * from Hamburg, 3 minutes ago"); the urgency entries are the spec's own claims
 * (section 9: 3 spots a month, the free 30-minute consultation, 24 h).
 */
export type SocialProofType = 'activity' | 'urgency';

export interface SocialProofEntry {
  type: SocialProofType;
  content: MessageDescriptor;
}

const activity: readonly MessageDescriptor[] = [
  msg({ message: 'A law firm in Hamburg now wins most of its new clients through its website.', comment: 'Social-proof notice; no names or times on purpose' }),
  msg({ message: 'A fashion boutique in Lüneburg almost quadrupled its online orders from Google Ads.', comment: 'Social-proof notice; no names or times on purpose' }),
  msg({ message: 'A restaurant group in Hamburg doubled its direct table reservations.', comment: 'Social-proof notice; no names or times on purpose' }),
];

const { newProjectsPerMonth, responseHours } = claims;
const { minutes, worthEur } = freeConsultation;

const urgency: readonly MessageDescriptor[] = [
  msg({ message: `I take on only ${newProjectsPerMonth} new projects a month – ask early for your start date.`, comment: 'Social-proof notice about availability; {newProjectsPerMonth} is a number (3)' }),
  msg({ message: `The first consultation is free: ${minutes} minutes, worth ${worthEur} euros.`, comment: 'Social-proof notice; {minutes} and {worthEur} are numbers (30 and 500), the amount in euros' }),
  msg({ message: `Every enquiry gets an answer within ${responseHours} hours.`, comment: 'Social-proof notice; {responseHours} is a number (24)' }),
];

/** Activity and urgency in turn (spec section 4), starting with activity; what one list has left over comes last. */
export function alternateEntries(activityEntries: readonly MessageDescriptor[], urgencyEntries: readonly MessageDescriptor[]): SocialProofEntry[] {
  const entries: SocialProofEntry[] = [];
  for (let position = 0; position < Math.max(activityEntries.length, urgencyEntries.length); position += 1) {
    const shownActivity = activityEntries[position];
    const shownUrgency = urgencyEntries[position];
    if (shownActivity) entries.push({ type: 'activity', content: shownActivity });
    if (shownUrgency) entries.push({ type: 'urgency', content: shownUrgency });
  }
  return entries;
}

export const socialProofEntries: readonly SocialProofEntry[] = alternateEntries(activity, urgency);
