import { ScreenHydrated } from '../../remotes/ScreenHydrated';
import { Link } from 'react-router';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';

/** Unknown path: a 404 inside the layout, with a way home. */
export function NotFound() {
  return (
    <PageHeader title="Page not found" eyebrow="Error 404">
      <ScreenHydrated path="404" />
      <p>Sorry, there is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link className="btn btn-primary" to="/">
          Go to the home page
        </Link>
      </p>
    </PageHeader>
  );
}
