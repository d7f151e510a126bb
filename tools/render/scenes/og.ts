// Open Graph pictures of the product pages (1200 × 630, what link previews show): the page's
// product in the studio, set to the right, with the brand and the page's name on the left
// (ogCard below). One per product screen of the shell's route table; the shell names the files
// (shell/src/seo/og-image.ts) and links them from each page's head.
import { siteConfig } from '../../../shared/src/config/site-config.ts';
import { REMOTES } from '../../../shared/src/remote/registry.ts';
import { routeTable } from '../../../shell/src/routes/route-table.ts';
import { OG_IMAGE_SIZE, ogImageFile } from '../../../shell/src/seo/og-image.ts';
import type { Scene } from '../scene.ts';
import { conduitHeroScene } from './conduits.ts';
import { waterFittingScenes } from './fittings.ts';
import { fittingGroup } from './index.ts';
import { flexibleConduitScene, gardenHoseScene, solventTinScene, waterTankScene } from './others.ts';
import { waterPipeHeroScene } from './water-pipes.ts';

type SceneFor = (name: string, aspect: number) => Scene;

const waterTee: SceneFor = (name, aspect) => ({ ...waterFittingScenes().find((s) => s.name === 'water-fitting-tee')!, name, aspect });

/** Each product screen's picture: the subject of its page's own hero. */
export const OG_SCENES: Readonly<Record<string, SceneFor>> = {
  '/product/pvc-electricals': conduitHeroScene,
  '/product/pvc-electricals-fitting': fittingGroup,
  '/product/pvc-water-pipes': waterPipeHeroScene,
  '/product/pvc-water-pipes-fitting': waterTee,
  '/product/flexible-hoses': flexibleConduitScene,
  '/product/solvent': solventTinScene,
  '/product/green-hoses': gardenHoseScene,
  '/product/water-tanks': waterTankScene,
};

export interface OgJob {
  /** File name in shell/public/og/. */
  file: string;
  title: string;
  scene: Scene;
}

export function ogJobs(): OgJob[] {
  const aspect = OG_IMAGE_SIZE.width / OG_IMAGE_SIZE.height;
  return routeTable
    .filter((route) => route.remote === REMOTES.products.mfName && route.path === route.screen)
    .map((route) => {
      const build = OG_SCENES[route.screen];
      if (!build) throw new Error(`No Open Graph scene for ${route.screen}`);
      const scene = build(`og${route.screen.replace(/\//g, '-')}`, aspect);
      // The subject on the right 60 % of the card, the text on the left.
      return { file: ogImageFile(route.screen), title: route.title, scene: { ...scene, camera: { ...scene.camera, fill: 0.52, offsetX: 0.4 } } };
    });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words into lines of at most `max` characters. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The text laid over the render's left side, as SVG (sharp composites it). */
export function ogCard(title: string): string {
  const { width, height } = OG_IMAGE_SIZE;
  const lines = wrapWords(title, 15);
  const size = lines.length > 2 ? 50 : 58;
  const top = height / 2 - ((lines.length - 1) * size * 1.12) / 2 + 10;
  const font = `font-family="DejaVu Sans, sans-serif" font-weight="bold"`;
  const titleSvg = lines
    .map((line, i) => `<text x="72" y="${(top + i * size * 1.12).toFixed(1)}" ${font} font-size="${size}" fill="#0d2136">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="72" y="${(top - size - 44).toFixed(1)}" width="64" height="7" fill="#c25400"/>
<text x="72" y="${(top - size - 6).toFixed(1)}" ${font} font-size="22" letter-spacing="4" fill="#004f87">${escapeXml(siteConfig.shortName.toUpperCase())}</text>
${titleSvg}
<text x="72" y="${(top + (lines.length - 1) * size * 1.12 + 56).toFixed(1)}" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#46566a">Made in Kerala since ${siteConfig.founded}</text>
<rect x="0" y="${height - 12}" width="${width}" height="12" fill="#004f87"/>
</svg>`;
}
