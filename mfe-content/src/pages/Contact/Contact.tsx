export default function Contact() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Contact Us</h1>
    </section>
  );
}
