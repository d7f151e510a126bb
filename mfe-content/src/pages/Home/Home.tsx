import { Link } from 'react-router';
import { LazyBlogHighlights as BlogHighlights } from '../../components/BlogHighlights/LazyBlogHighlights';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Values } from '../../components/Values/Values';
import { PRODUCT_CARDS } from '../../data/home';
import home from '../../generated/media-home.json';
import { media } from '../../logic/media';
import { ClientLogos } from './ClientLogos';
import { HomeHero } from './HomeHero';
import { Testimonials } from './Testimonials';
import styles from './Home.module.css';

export default function Home() {
  return (
    <>
      <HomeHero />

      <section className={`page-section ${styles.distributor}`} aria-labelledby="distributor-heading">
        <div className={`container ${styles.split}`}>
          <ResponsiveImage image={media(home, 'distributor')} alt="A lorry loaded with our conduits setting out for a distributor" sizes="(min-width: 992px) 560px, 100vw" className={styles.splitImage} />
          <div>
            <SectionHeading id="distributor-heading" eyebrow="Distributors and dealers wanted">
              Grow your business with Kallada
            </SectionHeading>
            <p>
              We are appointing distributors and dealers in Kerala, Tamil Nadu and Karnataka. Stock a complete range of
              conduits, fittings, water pipes, hoses and tanks from one trusted maker, with fast supply from our four plants,
              fair margins and training for your team.
            </p>
            <Link className="btn btn-secondary" to="/quote">
              Become a distributor
            </Link>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="certification-heading">
        <div className={`container ${styles.certification}`}>
          <div className={styles.seals}>
            <ResponsiveImage image={media(home, 'seal-isi')} alt="ISI mark" sizes="120px" className={styles.seal} />
            <ResponsiveImage image={media(home, 'seal-iso')} alt="ISO 9001:2015 certified" sizes="120px" className={styles.seal} />
          </div>
          <div>
            <SectionHeading id="certification-heading" eyebrow="Certification">
              ISI marked, ISO certified
            </SectionHeading>
            <p>
              Our rigid PVC conduits carry the ISI mark under IS 9537 (Part 3), and our uPVC water pipes under IS 4985. Our
              quality management system is certified to ISO 9001:2015. Every batch is tested in our own laboratories for
              dimensions, impact, heat resistance and pressure before it is released.
            </p>
          </div>
        </div>
      </section>

      <section className={`page-section ${styles.whatWeAre}`} aria-labelledby="what-we-are-heading">
        <div className={`container ${styles.split}`}>
          <div>
            <SectionHeading id="what-we-are-heading" eyebrow="What we are">
              A Kerala manufacturer since 1994
            </SectionHeading>
            <p>
              Kallada Polypipes began with a single extrusion line beside the Kallada river in Punalur. Today four
              manufacturing units in Punalur, Edamon, Shencottai (Tamil Nadu) and Kannur make conduits, fittings, water pipes,
              hoses, solvent cement and tanks, sold through more than a thousand dealers.
            </p>
            <p>
              We are still run the way we started: close to our customers, careful with every length, and proud of the
              people who make it.
            </p>
            <Link className="btn btn-secondary" to="/about">
              Know More
            </Link>
          </div>
          <ResponsiveImage image={media(home, 'what-we-are')} alt="Our plant buildings in the evening light" sizes="(min-width: 992px) 560px, 100vw" className={styles.splitImage} />
        </div>
      </section>

      <section className="page-section" aria-labelledby="products-heading">
        <div className="container">
          <SectionHeading id="products-heading" eyebrow="Our products" align="center">
            Everything between the mains and the tap
          </SectionHeading>
          <ul className={styles.products}>
            {PRODUCT_CARDS.map((product) => (
              <li key={product.route} className={styles.product}>
                <ResponsiveImage image={media(home, product.image)} alt="" sizes="(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw" className={styles.productImage} />
                <div className={styles.productBody}>
                  <h3 className={styles.productTitle}>{product.title}</h3>
                  <p>{product.text}</p>
                  <Link className={styles.readMore} to={product.route}>
                    Read More<span className="visually-hidden"> about {product.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.centered}>
            <Link className="btn btn-primary" to="/about">
              More Service
            </Link>
          </p>
        </div>
      </section>

      <Testimonials />
      <ClientLogos />
      <Values />
      <BlogHighlights title="Read Out Latest News" eyebrow="News and blog" />
    </>
  );
}
