export default function TermsAndConditions() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Terms and Conditions</h1>
    </section>
  );
}
