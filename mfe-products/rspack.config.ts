import { appConfig } from '../tools/build/rspack-app.ts';

export default appConfig({ app: 'mfe-products', exposes: { './screens': './src/screens.ts' } });
