import { describe, expect, it } from 'vitest';
import type { RegistryMap } from '../../../shared/src/contract/releases.ts';
import type { PageRequest } from '../http/static-server.ts';
import { requestRemoteMap } from './request-map.ts';

const V1 = 'c0000000000000001';
const V2 = 'c0000000000000002';
const FILE_MAP = {
  mfe_products: 'http://localhost:3000/mf/mfe-products/local/mf-manifest.json',
  mfe_investors: 'http://localhost:3000/mf/mfe-investors/local/mf-manifest.json',
};
const ORIGIN = 'http://localhost:3006';
const url = (version: string) => `${ORIGIN}/mf/mfe-investors/${version}/mf-manifest.json`;

function request(headers: PageRequest['headers'] = {}) {
  const added: [string, string][] = [];
  return { added, request: { headers, addHeader: (name: string, value: string) => void added.push([name, value]) } };
}

const mapWith = (registry: RegistryMap, random = () => 50) => requestRemoteMap({ registry: () => registry, fallback: async () => FILE_MAP, origin: ORIGIN, random });

describe('requestRemoteMap', () => {
  it("serves the registry's stable release from this server's /mf/, and today's map for remotes it has none of", async () => {
    const map = mapWith({ revision: 1, remotes: { 'mfe-investors': { stable: V1, canary: null }, 'mfe-dealers': { stable: null, canary: null } } });
    const { request: req, added } = request();
    expect(await map(req)).toEqual({ ...FILE_MAP, mfe_investors: url(V1) });
    // No canary running: nothing depends on the visitor, no cookie is given.
    expect(added).toEqual([]);
  });

  it("sends a visitor in the canary's share to it, the others to stable, and the choice varies by cookie", async () => {
    const registry: RegistryMap = { revision: 2, remotes: { 'mfe-investors': { stable: V1, canary: { version: V2, percent: 10 } } } };
    const fresh = request({ 'user-agent': 'Mozilla/5.0' });
    expect((await mapWith(registry, () => 9)(fresh.request)).mfe_investors).toBe(url(V2));
    expect(fresh.added).toEqual([
      ['Set-Cookie', expect.stringMatching(/^site_cohort=9; Path=\/;/)],
      ['Vary', 'Cookie'],
    ]);
    const returning = request({ cookie: 'site_cohort=10' });
    expect((await mapWith(registry, () => 0)(returning.request)).mfe_investors).toBe(url(V1));
    expect(returning.added).toEqual([['Vary', 'Cookie']]);
    const crawler = request({ 'user-agent': 'Googlebot/2.1', cookie: 'site_cohort=0' });
    expect((await mapWith(registry, () => 0)(crawler.request)).mfe_investors).toBe(url(V1));
    // Without a request (the CSP's origins): the stable releases.
    expect((await mapWith(registry, () => 0)()).mfe_investors).toBe(url(V1));
  });

  it('gives a canary of a remote never released before to its share only; the rest keep the local build', async () => {
    const registry: RegistryMap = { revision: 1, remotes: { 'mfe-investors': { stable: null, canary: { version: V2, percent: 50 } } } };
    expect((await mapWith(registry)(request({ cookie: 'site_cohort=49' }).request)).mfe_investors).toBe(url(V2));
    expect((await mapWith(registry)(request({ cookie: 'site_cohort=50' }).request)).mfe_investors).toBe(FILE_MAP.mfe_investors);
  });

  it('marks the cookie Secure on an https origin', async () => {
    const map = requestRemoteMap({
      registry: () => ({ revision: 1, remotes: { 'mfe-investors': { stable: V1, canary: { version: V2, percent: 10 } } } }),
      fallback: async () => ({}),
      origin: 'https://www.kalladapolypipes.example',
    });
    const { request: req, added } = request();
    expect((await map(req)).mfe_investors).toMatch(/^https:\/\/www\.kalladapolypipes\.example\/mf\/mfe-investors\/c/);
    expect(added[0]![1]).toMatch(/; Secure$/);
  });
});
