export default function Disclosures() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Disclosures under Regulation 46</h1>
    </section>
  );
}
