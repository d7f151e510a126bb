import { DescriptivePage } from '../../components/DescriptivePage/DescriptivePage';
import { FLEXIBLE_CONDUITS } from '../../data/other-products';

/** /product/flexible-hoses (spec §2.12: a descriptive page with features and quality list). */
export default function FlexibleConduits() {
  return <DescriptivePage product={FLEXIBLE_CONDUITS} text="flexible" />;
}
