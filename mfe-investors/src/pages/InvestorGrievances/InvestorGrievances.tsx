export default function InvestorGrievances() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Investor Grievances</h1>
    </section>
  );
}
