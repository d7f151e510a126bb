export default function InvestorsHome() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Investors</h1>
    </section>
  );
}
