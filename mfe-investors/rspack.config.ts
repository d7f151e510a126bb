import { appConfig } from '../tools/rspack-app.ts';

export default appConfig({ app: 'mfe-investors', exposes: { './screens': './src/screens.ts' } });
