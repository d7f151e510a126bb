export default function ShareholdersPattern() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Share Holders Pattern</h1>
    </section>
  );
}
