export default function Compliances() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Complainces</h1>
    </section>
  );
}
