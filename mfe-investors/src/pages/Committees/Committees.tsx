export default function Committees() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Committees</h1>
    </section>
  );
}
