import { appConfig } from '../tools/rspack-app.ts';

export default appConfig({ app: 'mfe-products', exposes: { './screens': './src/screens.ts' } });
