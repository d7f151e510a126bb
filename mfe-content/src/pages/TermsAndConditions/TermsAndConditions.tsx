import { LegalDocument } from '../../components/LegalDocument/LegalDocument';
import { TERMS_AND_CONDITIONS } from '../../data/legal/terms';

export default function TermsAndConditions() {
  return <LegalDocument title="Terms and Conditions" text={TERMS_AND_CONDITIONS} />;
}
