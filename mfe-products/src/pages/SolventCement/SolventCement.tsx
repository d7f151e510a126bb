import { DescriptivePage } from '../../components/DescriptivePage/DescriptivePage';
import { SOLVENT_CEMENT } from '../../data/other-products';

/** /product/solvent (spec §2.12: a descriptive page with features and quality list). */
export default function SolventCement() {
  return <DescriptivePage product={SOLVENT_CEMENT} text="solvent" />;
}
