export default function FinancialResult() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Financial Result</h1>
    </section>
  );
}
