export default function WaterTanks() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Water Tanks</h1>
    </section>
  );
}
