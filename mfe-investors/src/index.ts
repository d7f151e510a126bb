// Standalone entry (the remote's own team runs it without the shell). The dynamic import is the
// async boundary Module Federation needs to settle shared react/react-dom first.
import { readSiteEnvFromDocument } from '@site/shared/config/env';

readSiteEnvFromDocument(document);
void import('./bootstrap');
