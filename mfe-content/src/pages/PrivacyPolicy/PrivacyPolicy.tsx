import { LegalDocument } from '../../components/LegalDocument/LegalDocument';
import { PRIVACY_POLICY } from '../../data/legal/privacy';

export default function PrivacyPolicy() {
  return <LegalDocument title="Privacy Policy" text={PRIVACY_POLICY} />;
}
