export default function MaterialDocuments() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Material Documents</h1>
    </section>
  );
}
