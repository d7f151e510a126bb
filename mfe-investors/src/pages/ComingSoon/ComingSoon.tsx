export default function ComingSoon() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Coming Soon...</h1>
    </section>
  );
}
