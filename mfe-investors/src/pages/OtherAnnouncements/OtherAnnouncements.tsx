export default function OtherAnnouncements() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Other Announcements</h1>
    </section>
  );
}
