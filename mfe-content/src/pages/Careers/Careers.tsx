export default function Careers() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Careers</h1>
    </section>
  );
}
