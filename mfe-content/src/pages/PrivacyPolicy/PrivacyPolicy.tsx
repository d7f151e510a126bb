import { LegalDocument } from '../../components/LegalDocument/LegalDocument';
import { PRIVACY_POLICY } from '../../data/legal/privacy';
import { privacyContent } from '../../messages/legal';

export default function PrivacyPolicy() {
  return <LegalDocument text={PRIVACY_POLICY} content={privacyContent} englishPath="/privacy&terms" />;
}
