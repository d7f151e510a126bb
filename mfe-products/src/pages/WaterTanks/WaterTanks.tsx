import { DescriptivePage } from '../../components/DescriptivePage/DescriptivePage';
import { WATER_TANKS } from '../../data/other-products';

/** /product/water-tanks (spec §2.12: a descriptive page with features and quality list). */
export default function WaterTanks() {
  return <DescriptivePage product={WATER_TANKS} text="tanks" />;
}
