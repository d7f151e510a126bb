export default function Quote() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Get a Quote</h1>
    </section>
  );
}
