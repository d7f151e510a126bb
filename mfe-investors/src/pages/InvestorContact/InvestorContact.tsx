export default function InvestorContact() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Investor Contact</h1>
    </section>
  );
}
