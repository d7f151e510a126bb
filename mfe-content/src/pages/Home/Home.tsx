export default function Home() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Kallada Polypipes</h1>
    </section>
  );
}
