import { LegalPage } from '../../components/LegalPage/LegalPage';
import { imprintContent } from './content';

export function ImprintPage() {
  return <LegalPage content={imprintContent} />;
}
