export default function PvcElectricals() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Rigid PVC Electrical Conduits</h1>
    </section>
  );
}
