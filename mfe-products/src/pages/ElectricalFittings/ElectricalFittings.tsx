export default function ElectricalFittings() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Electrical Fittings</h1>
    </section>
  );
}
