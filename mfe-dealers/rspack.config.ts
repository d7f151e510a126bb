import { appConfig } from '../tools/build/rspack-app.ts';

export default appConfig({ app: 'mfe-dealers', exposes: { './screens': './src/screens.ts' } });
