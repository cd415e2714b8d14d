import { LegalPage } from '../../components/LegalPage/LegalPage';
import { privacyContent } from './content';
import { PrivacyBodyIsland } from './PrivacyBodyIsland';

export function PrivacyPage() {
  return (
    <LegalPage content={privacyContent}>
      {/* Static text: hydrated only when touched (a click, a focus); links in it work before. */}
      <PrivacyBodyIsland hydrate="interaction" />
    </LegalPage>
  );
}
