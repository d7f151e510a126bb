import { useCallback, useState } from 'react';
import { ApiError } from '../api';

/**
 * A screen's error line and the handler of its failed calls: a 401 (the session ended) goes back to
 * sign-in, anything else is shown as the server's message.
 */
export function useApiErrors(onSessionEnded: () => void) {
  const [error, setError] = useState('');
  const handle = useCallback(
    (caught: unknown) => {
      if (caught instanceof ApiError && caught.status === 401) return onSessionEnded();
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Try again.');
    },
    [onSessionEnded],
  );
  return { error, setError, handle };
}
