import { appConfig } from '../tools/build/rspack-app.ts';

export default appConfig({ app: 'mfe-investors', exposes: { './screens': './src/screens.ts' } });
