export default function DealerLocator() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Dealer Network</h1>
    </section>
  );
}
