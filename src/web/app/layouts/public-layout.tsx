// The frame of the screens before sign-in: each page brings its own header (brand or back arrow).
import { Outlet } from 'react-router';

export function PublicLayout() {
  return (
    <div className="shell shell-public">
      <Outlet />
    </div>
  );
}
