import { appConfig } from '../tools/build/rspack-app.ts';

export default appConfig({ app: 'mfe-content', exposes: { './screens': './src/screens.ts' } });
