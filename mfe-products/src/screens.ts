// Exposed as 'mfe-products/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open.
import { defineRemoteScreens, type ScreenLoaders } from '@site/shared/remote/contract';

export const screenLoaders: ScreenLoaders = {
  '/product/pvc-electricals': () => import('./pages/PvcElectricals/PvcElectricals'),
  '/product/pvc-electricals-fitting': () => import('./pages/ElectricalFittings/ElectricalFittings'),
  '/product/pvc-water-pipes': () => import('./pages/WaterPipes/WaterPipes'),
  '/product/pvc-water-pipes-fitting': () => import('./pages/WaterPipeFittings/WaterPipeFittings'),
  '/product/flexible-hoses': () => import('./pages/FlexibleConduits/FlexibleConduits'),
  '/product/solvent': () => import('./pages/SolventCement/SolventCement'),
  '/product/green-hoses': () => import('./pages/GardenHoses/GardenHoses'),
  '/product/water-tanks': () => import('./pages/WaterTanks/WaterTanks'),
};

const screens = defineRemoteScreens(screenLoaders);
export const { paths, loadScreen, dataFor } = screens;
export default screens;
