import { useNavigate } from 'react-router';

/**
 * Back to the page that opened the print page, or to `fallback` when it was opened directly (a new tab,
 * a pasted link).
 *
 * @example
 * const back = useBack('/contracts/7');
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(fallback);
  };
}
