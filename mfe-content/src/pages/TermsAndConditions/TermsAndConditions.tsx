import { LegalDocument } from '../../components/LegalDocument/LegalDocument';
import { TERMS_AND_CONDITIONS } from '../../data/legal/terms';
import { termsContent } from '../../messages/legal';

export default function TermsAndConditions() {
  return <LegalDocument text={TERMS_AND_CONDITIONS} content={termsContent} englishPath="/terms&conditions" />;
}
