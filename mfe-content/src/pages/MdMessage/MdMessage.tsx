export default function MdMessage() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Managing Director's Message</h1>
    </section>
  );
}
