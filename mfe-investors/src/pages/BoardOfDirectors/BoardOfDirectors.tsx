export default function BoardOfDirectors() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Board of Directors and KMP</h1>
    </section>
  );
}
