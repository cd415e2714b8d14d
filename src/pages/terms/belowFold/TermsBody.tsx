import { LegalBody } from '../../../components/LegalPage/LegalBody';
import { termsContent } from '../content';
import { termsBody } from './bodyContent';

/** The terms page below its hero. */
export function TermsBody() {
  return <LegalBody content={termsBody} values={termsContent.values} />;
}
