import { POLICIES_PAGE } from '../../data/document-lists';
import { DocumentListPage } from '../DocumentListPage/DocumentListPage';

/** Policies: the generic document list on /investors/list-policies (policie_Name, policy_Document). */
export default function Policies() {
  return <DocumentListPage config={POLICIES_PAGE} />;
}
