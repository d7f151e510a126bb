import { useState } from 'react';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { GALLERY_ITEMS, type GalleryItem } from '../../data/gallery';
import manifest from '../../generated/media-gallery.json';
import { media } from '../../media/media';
import { GalleryThumb } from './GalleryThumb';
import { Lightbox } from './Lightbox';
import styles from './Gallery.module.css';

const imageOf = (item: GalleryItem) => media(manifest, item.id);

export default function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <PageIntro title="Gallery" eyebrow="Pictures from our world">
        <p>Our plants, people, products and the communities around them, from Punalur to Kannur.</p>
      </PageIntro>
      <section className="container page-section" aria-label={`${GALLERY_ITEMS.length} photos`}>
        <ul className={styles.grid}>
          {GALLERY_ITEMS.map((item, i) => (
            <li key={item.id}>
              <GalleryThumb item={item} image={imageOf(item)} onOpen={() => setIndex(i)} />
            </li>
          ))}
        </ul>
      </section>
      <Lightbox items={GALLERY_ITEMS} imageOf={imageOf} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}
