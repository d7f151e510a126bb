import { createRoot } from 'react-dom/client';
import '@site/shared/styles/tokens.css';
import '@site/shared/styles/base.css';
import { StandaloneApp } from '@site/shared/remote/StandaloneApp';
import { screenLoaders } from './screens';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<StandaloneApp name="mfe-content" loaders={screenLoaders} aliases={{}} />);
