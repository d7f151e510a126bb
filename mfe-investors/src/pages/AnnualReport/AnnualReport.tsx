export default function AnnualReport() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Annual Report</h1>
    </section>
  );
}
