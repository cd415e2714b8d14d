import { LegalBody } from '../../../components/LegalPage/LegalBody';
import { accessibilityContent } from '../content';
import { accessibilityBody } from './bodyContent';

/** The accessibility page below its hero. */
export function AccessibilityBody() {
  return <LegalBody content={accessibilityBody} values={accessibilityContent.values} />;
}
