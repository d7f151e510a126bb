import { cardRows, FittingPackTable } from '../../components/FittingPackTable/FittingPackTable';
import { ONE_SIZE, type CatalogueCard as Card } from '../../data/electrical-fittings';
import { CardPhotos } from './CardPhotos';
import styles from './ElectricalFittings.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { electricalFittingsContent } from '../../messages/electrical-fittings';

/** Spec §3 catalogue card: title, subtitle, Size vs Standard Pack table, small image slider. */
export function CatalogueCard({ card }: { card: Card }) {
  const c = useCatalog(electricalFittingsContent);
  return (
    <article className={styles.card} aria-labelledby={`card-${card.id}`}>
      <div className={styles.photos}>
        {card.photos.length === 0 ? (
          // Spec §2.12: a card without photos shows an empty grey block (same box as a photo).
          <div className={styles.noPhoto} data-testid="no-photo" aria-hidden="true" />
        ) : (
          <CardPhotos label={formatMessage(c.photosLabel, { title: card.title })} photos={card.photos} />
        )}
      </div>
      <h4 id={`card-${card.id}`} className={styles.cardTitle}>
        {card.title}
      </h4>
      <p className={styles.subtitle}>{card.subtitle}</p>
      <FittingPackTable caption={formatMessage(c.tableCaption, { title: card.title })} rows={cardRows(card.sizes.map((size) => (size === ONE_SIZE ? c.oneSize : size)), card.standardPacks)} />
    </article>
  );
}
