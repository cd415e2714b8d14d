import { LegalPage } from '../../components/LegalPage/LegalPage';
import { imprintContent } from './content';
import { ImprintBodyIsland } from './ImprintBodyIsland';

export function ImprintPage() {
  return (
    <LegalPage content={imprintContent}>
      {/* Static text: hydrated only when touched (a click, a focus); links in it work before. */}
      <ImprintBodyIsland hydrate="interaction" />
    </LegalPage>
  );
}
