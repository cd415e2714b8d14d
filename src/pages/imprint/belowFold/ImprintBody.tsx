import { LegalBody } from '../../../components/LegalPage/LegalBody';
import { imprintContent } from '../content';
import { imprintBody } from './bodyContent';

/** The imprint page below its hero. */
export function ImprintBody() {
  return <LegalBody content={imprintBody} values={imprintContent.values} />;
}
