export default function FlexibleConduits() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Flexible Conduits</h1>
    </section>
  );
}
