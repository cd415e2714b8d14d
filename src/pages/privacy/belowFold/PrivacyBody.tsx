import { LegalBody } from '../../../components/LegalPage/LegalBody';
import { privacyContent } from '../content';
import { privacyBody } from './bodyContent';

/** The privacy page below its hero. */
export function PrivacyBody() {
  return <LegalBody content={privacyBody} values={privacyContent.values} />;
}
