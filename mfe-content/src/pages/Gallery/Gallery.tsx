import { useMemo, useState } from 'react';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { GALLERY_ALBUMS, GALLERY_ITEMS, type GalleryItem } from '../../data/gallery';
import manifest from '../../generated/media-gallery.json';
import { media } from '../../logic/media';
import { featureCount } from './feature-count';
import { GalleryThumb } from './GalleryThumb';
import { Lightbox } from './Lightbox';
import styles from './Gallery.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { galleryContent } from '../../messages/gallery';

const imageOf = (item: GalleryItem) => media(manifest, item.id);

/** The albums in order, each with its pictures and their places in GALLERY_ITEMS (the lightbox steps through all). */
const ALBUMS = GALLERY_ALBUMS.map((album) => {
  const items = GALLERY_ITEMS.flatMap((item, index) => (item.album === album.id ? [{ item, index }] : []));
  // Leading 2 x 2 features fill the last row of the 2- and the 4-column grid.
  return { ...album, items, features2: featureCount(items.length, 2), features4: featureCount(items.length, 4) };
});

export default function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  const c = useCatalog(galleryContent);
  // The pictures with their words in the page's language (the data's order, so the same indexes).
  const { items, albums } = useMemo(() => {
    const items = GALLERY_ITEMS.map((item, at) => ({ ...item, ...c.items[at] }));
    const albums = ALBUMS.map((album, at) => ({ ...album, title: c.albums[at] ?? album.title, items: album.items.map(({ index: i }) => ({ item: items[i]!, index: i })) }));
    return { items, albums };
  }, [c]);
  return (
    <>
      <PageIntro title={c.title} eyebrow={c.eyebrow}>
        <p>{c.intro}</p>
      </PageIntro>
      <div className="container page-section">
        <nav className={styles.albumNav} aria-label={c.albumsNav}>
          <ul>
            {albums.map((album) => (
              <li key={album.id}>
                <a href={`#album-${album.id}`}>
                  {album.title} <span className={styles.count}>({album.items.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {albums.map((album) => (
          <section key={album.id} id={`album-${album.id}`} className={styles.album} aria-labelledby={`album-${album.id}-heading`}>
            <h2 id={`album-${album.id}-heading`}>
              {album.title} <span className={styles.count}>{formatMessage(c.photos, { count: album.items.length })}</span>
            </h2>
            <ul className={styles.grid}>
              {album.items.map(({ item, index: at }, i) => (
                <li
                  key={item.id}
                  className={[i < album.features2 ? styles.feature2 : '', i < album.features4 ? styles.feature4 : ''].filter(Boolean).join(' ') || undefined}
                >
                  <GalleryThumb item={item} image={imageOf(item)} onOpen={() => setIndex(at)} feature={i < Math.max(album.features2, album.features4)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Lightbox items={items} imageOf={imageOf} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}
