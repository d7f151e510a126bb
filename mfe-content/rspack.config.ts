import { appConfig } from '../tools/rspack-app.ts';

export default appConfig({ app: 'mfe-content', exposes: { './screens': './src/screens.ts' } });
