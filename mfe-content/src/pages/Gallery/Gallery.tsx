export default function Gallery() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Gallery</h1>
    </section>
  );
}
