import '@site/shared/styles/tokens.css';
import '@site/shared/styles/base.css';
import './console.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
