import { appConfig } from '../tools/rspack-app.ts';

export default appConfig({ app: 'mfe-dealers', exposes: { './screens': './src/screens.ts' } });
