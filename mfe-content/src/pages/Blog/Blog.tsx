export default function Blog() {
  return (
    <section className="container page-section">
      <h1 className="page-title">News and Blog</h1>
    </section>
  );
}
