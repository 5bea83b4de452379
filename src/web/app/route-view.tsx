// The routed part of the app, in React Router's declarative mode with a navigator of its own. A move to a
// route is shown once the route is ready (router.tsx: its guard passed, its layout and screen loaded), and
// only then written into the address bar, so the address and the screen change together; until then the
// screen before stays, under the progress bar. Back and Forward change the address first (the browser does)
// and the screen follows. A guard's redirect takes the move's place. Back and Forward find a screen
// scrolled where it was left; any other move starts the next screen at the top. A route that cannot be
// loaded, or a screen that fails while drawing, shows RouteError instead of the app.
import {
  Component,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  createPath,
  NavigationType,
  Route,
  Router,
  Routes,
  type Location,
  type Navigator,
  type To,
} from 'react-router';
import { FullPageLoader } from '../ui/loader';
import { currentLocation, locationFor, onBackOrForward, writeAddress } from './browser-address';
import { prefetchNextScreenOf } from './prefetch';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteHandleContext } from './route-handle';
import { resolveRoute, type ResolvedRoute } from './router';

interface ShownRoute extends ResolvedRoute {
  location: Location;
  /** How the address came to it: POP is Back or Forward (or the first load). */
  arrivedBy: NavigationType;
}

export function AppRouter() {
  const [shown, setShown] = useState<ShownRoute | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const rememberScroll = useScrollMemory(shown);
  /** Only the latest move is shown: a tap on another link while one loads wins. */
  const latestMove = useRef(0);

  const move = useCallback(
    (next: Location, how: NavigationType) => {
      const id = ++latestMove.current;
      rememberScroll();
      setLoading(true);
      const settle = (show: () => void) => {
        // A move (not Back or Forward) writes its address now, with its screen.
        if (how !== NavigationType.Pop) writeAddress(next, how === NavigationType.Push ? 'push' : 'replace');
        setLoading(false);
        show();
      };
      resolveRoute(next.pathname, next.search).then(
        (route) => {
          if (id !== latestMove.current) return;
          // The guard's answer takes this move's place; an address already showing (Back, the first load) is replaced.
          if ('redirectTo' in route)
            return move(
              locationFor(route.redirectTo),
              how === NavigationType.Push ? NavigationType.Push : NavigationType.Replace,
            );
          // As a transition, drawing the next screen yields to the browser instead of holding a slow phone.
          settle(() =>
            startTransition(() => {
              setFailure(null);
              setShown({ ...route, location: next, arrivedBy: how });
            }),
          );
        },
        (error: unknown) => {
          if (id === latestMove.current) settle(() => setFailure({ error }));
        },
      );
    },
    [rememberScroll],
  );

  const shownPath = shown?.location.pathname;
  const drawnBefore = useRef(false);
  useEffect(() => {
    if (shownPath === undefined) return;
    prefetchNextScreenOf(shownPath, !drawnBefore.current);
    drawnBefore.current = true;
  }, [shownPath]);

  useEffect(() => {
    move(currentLocation(), NavigationType.Pop);
    return onBackOrForward(() => move(currentLocation(), NavigationType.Pop));
  }, [move]);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta: number) => window.history.go(delta),
      push: (to: To, state?: unknown) => move(locationFor(to, state), NavigationType.Push),
      replace: (to: To, state?: unknown) => move(locationFor(to, state), NavigationType.Replace),
    }),
    [move],
  );

  if (failure) return <RouteError error={failure.error} />;
  if (!shown) return <FullPageLoader />;
  const { Layout, Page } = shown;
  return (
    <Router location={shown.location} navigationType={shown.arrivedBy} navigator={navigator}>
      <DrawingFailure resetKey={shown.location.key}>
        <RouteHandleContext value={shown.handle}>
          <RootLayout loading={loading}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="*" element={<Page />} />
              </Route>
            </Routes>
          </RootLayout>
        </RouteHandleContext>
      </DrawingFailure>
    </Router>
  );
}

/**
 * Where each shown location was scrolled to, by its history key. The answer notes the shown one's position
 * before the address moves on; when a location is shown, Back or Forward scrolls it back there, anything
 * else to the top.
 */
function useScrollMemory(shown: ShownRoute | null): () => void {
  const positions = useRef(new Map<string, number>());
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    // The app puts the position back itself once the screen is drawn; the browser's own would come too early.
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (!shown) return;
    shownKey.current = shown.location.key;
    // A #fragment (the skip link) is the browser's to scroll to.
    if (shown.location.hash) return;
    const saved = positions.current.get(shown.location.key);
    if (shown.arrivedBy === NavigationType.Pop && saved !== undefined) return scrollBackTo(saved);
    window.scrollTo(0, 0);
  }, [shown]);
  return useCallback(() => {
    if (shownKey.current !== null) positions.current.set(shownKey.current, window.scrollY);
  }, []);
}

/** How long a screen may take to grow tall enough for its old position (the doctor list waits a second). */
const SCROLL_BACK_MS = 3000;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls back to `top`, trying again each frame while the screen is still shorter than that (its list
 * drawn a moment later), until it gets there, the user scrolls for themselves or SCROLL_BACK_MS pass.
 * Answers the stop, for when another screen is shown first.
 */
function scrollBackTo(top: number): () => void {
  const until = performance.now() + SCROLL_BACK_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of USER_SCROLLS) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (window.scrollY >= top - 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const event of USER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

/** Shows RouteError in place of the app when a screen throws while drawing; the next location starts afresh. */
class DrawingFailure extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; error: unknown; resetKey: string }
> {
  override state = { failed: false, error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
