export default function AnnualReturn() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Annual Return</h1>
    </section>
  );
}
