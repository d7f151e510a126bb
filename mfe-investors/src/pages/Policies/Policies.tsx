export default function Policies() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Policies</h1>
    </section>
  );
}
