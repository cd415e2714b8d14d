import { LegalPage } from '../../components/LegalPage/LegalPage';
import { termsContent } from './content';
import { TermsBodyIsland } from './TermsBodyIsland';

export function TermsPage() {
  return (
    <LegalPage content={termsContent}>
      {/* Static text: hydrated only when touched (a click, a focus); links in it work before. */}
      <TermsBodyIsland hydrate="interaction" />
    </LegalPage>
  );
}
