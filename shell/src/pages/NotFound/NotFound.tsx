import { Link } from 'react-router';

/** Unknown path: a 404 inside the layout, with a way home. */
export function NotFound() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Page not found</h1>
      <p>Sorry, there is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link className="btn btn-primary" to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
